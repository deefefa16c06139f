export { mockHttp, type MockHandler, type MockReply, type MockRequest } from './mock-http';
export { renderWithProviders } from './render';

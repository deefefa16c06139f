// Route ownership lives in the contract (`AREA_ROUTES`, `areaRouteOf`): the server reads it too, to tell
// the browser which remote a page needs before the shell has started.
export { AREA_ROUTES, areaRouteOf, type AreaRoute, type GuardKind } from '@campus/shared/contract';

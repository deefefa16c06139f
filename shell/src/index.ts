// The async boundary Module Federation needs: shared singletons are negotiated before the app runs.
// The chunk is named so the build can list its files for the server's preload hints (tooling/rspack/boot-scripts.mjs).
void import(/* webpackChunkName: "bootstrap" */ './app/bootstrap');

// The async boundary: shared modules (React, the router) are negotiated by the
// federation runtime before any app code runs.
void import('./bootstrap');

// The async boundary: when this remote runs alone, shared modules are
// negotiated by the federation runtime before any app code runs.
void import('./bootstrap');

// The public face of the workspace domain: what other domains may import. Everything else in workspace/ is its own.

// RUN: tbuf --help
// The help lists every flag and every registered pass with its options.

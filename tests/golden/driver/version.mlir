// RUN: tbuf --version

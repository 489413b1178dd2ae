#pragma once

namespace ailab::app {

// The whole program: command line, settings, translations, logging, then either a
// one-shot task (--list-labs, --screenshot...) or the main window. Returns the exit code.
int runApplication(int argc, char* argv[]);

} // namespace ailab::app

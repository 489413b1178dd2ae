// Start-up benchmark of ailab (targets: start within 2x of a minimal Qt Widgets window and
// below 50 MiB with the home page shown, however many labs there are: no lab is built
// before it is opened). Prints figures; never fails. Measure an optimised build: under the
// sanitizers both figures are several times larger.
//   startup_bench <ailab> <minimal_window> [runs]
// Both programs run with --quit-after-first-frame on the offscreen platform, alternately,
// so that a busy machine slows both alike. ailab gets an empty settings folder, so it
// starts on its home page.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

struct Run
{
    double seconds = 0.0;
    long maxRssKiB = 0;
    bool ok = false;
};

Run runOnce(const std::string& program, const std::string& home)
{
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid == 0) {
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
        setenv("XDG_CONFIG_HOME", (home + "/config").c_str(), 1);
        setenv("XDG_DATA_HOME", (home + "/data").c_str(), 1);
        execl(program.c_str(), program.c_str(), "--quit-after-first-frame",
              static_cast<char*>(nullptr));
        _exit(127);
    }
    Run run;
    if (pid < 0)
        return run;
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid)
        return run;
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    run.maxRssKiB = usage.ru_maxrss; // Linux: kibibytes, of that child alone
    run.ok = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    return run;
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2.0;
}

} // namespace

int main(int argc, char* argv[])
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: startup_bench <ailab> <minimal_window> [runs]\n");
        return 0;
    }
    const std::string ailab = argv[1];
    const std::string minimal = argv[2];
    const int runs = argc > 3 ? std::max(1, std::atoi(argv[3])) : 5;

    char pattern[] = "/tmp/ailab-bench-XXXXXX";
    const char* home = mkdtemp(pattern);
    if (!home) {
        std::fprintf(stderr, "startup_bench: cannot create a temporary folder\n");
        return 0;
    }

    // One unmeasured start of each warms the file cache.
    runOnce(minimal, home);
    runOnce(ailab, home);

    std::vector<double> ailabTimes;
    std::vector<double> minimalTimes;
    std::vector<double> ailabRss;
    long minimalRss = 0;
    int failures = 0;
    for (int i = 0; i < runs; ++i) {
        const Run base = runOnce(minimal, home);
        const Run shell = runOnce(ailab, home);
        failures += !base.ok + !shell.ok;
        if (base.ok) {
            minimalTimes.push_back(base.seconds);
            minimalRss = std::max(minimalRss, base.maxRssKiB);
        }
        if (shell.ok) {
            ailabTimes.push_back(shell.seconds);
            ailabRss.push_back(static_cast<double>(shell.maxRssKiB));
        }
    }
    std::string cleanup = std::string("rm -rf '") + home + "'";
    (void)std::system(cleanup.c_str());

    const double ailabMedian = median(ailabTimes);
    const double minimalMedian = median(minimalTimes);
    const double peakMiB =
        ailabRss.empty() ? 0.0 : *std::max_element(ailabRss.begin(), ailabRss.end()) / 1024.0;
    std::printf("start-up to first frame, offscreen, median of %d runs each\n", runs);
    std::printf("  minimal Qt Widgets window : %8.1f ms\n", minimalMedian * 1e3);
    std::printf("  ailab (home page)         : %8.1f ms\n", ailabMedian * 1e3);
    if (minimalMedian > 0.0)
        std::printf("  ratio                     : %8.2f x   (target <= 2.00 x)\n",
                    ailabMedian / minimalMedian);
    std::printf("peak memory (VmHWM of the child, from getrusage)\n");
    std::printf("  minimal Qt Widgets window : %8.1f MiB\n", minimalRss / 1024.0);
    std::printf("  ailab (home page)         : %8.1f MiB  (target < 50 MiB)\n", peakMiB);
    if (failures > 0)
        std::printf("note: %d run(s) did not exit cleanly and are left out\n", failures);
    return 0;
}

#!/usr/bin/env bash
# Sets up, builds and starts AI Infra Lab on Debian 12 (bookworm).
#
#   bash packaging/setup.sh run [ailab options]   install what is missing, build, start ailab
#   bash packaging/setup.sh test                  install what is missing, build, run every test
#   bash packaging/setup.sh sanitize [SECONDS]    the core, ailab-sim and GUI tests under the
#                                                 asan-ubsan preset (build/asan-ubsan), then
#                                                 each fuzzer for SECONDS (30)
#   bash packaging/setup.sh fuzz [SECONDS]        build the fuzz preset (optimised, fuzzers only)
#                                                 and run each fuzzer for SECONDS (60), from
#                                                 its seeds (build/fuzz): for long runs
#
# Needs only bash and apt: missing Debian packages are installed with apt-get (directly as
# root, through sudo otherwise). The build uses the "release" preset (build/release).
set -euo pipefail

# Work from the repository root whatever the caller's current directory is.
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Everything the build, the tests and the package need, by Debian 12 package name.
readonly packages=(
    # toolchain
    g++ cmake ninja-build ccache pkg-config
    # Qt 6 and the libraries the code uses (Qt6Charts' CMake config needs Qt6OpenGL)
    qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qt6-translations-l10n libqcustomplot-dev
    libspdlog-dev nlohmann-json3-dev libcli11-dev zlib1g-dev catch2
    # Qt6Gui's CMake config looks for the OpenGL headers
    libgl-dev libgl1-mesa-dev
    # checks of the .desktop and AppStream files, the display for GUI tests, cpack DEB
    desktop-file-utils appstream xvfb xauth file dpkg-dev
    # tshark, which the tests run on an exported RoCEv2 packet trace
    tshark
    # text in offscreen renderings and screenshots on a minimal system
    fonts-dejavu-core
    # the MIME types test (update-mime-database, xmllint)
    shared-mime-info libxml2-utils
    # the fuzz preset: clang and its libFuzzer and sanitizer runtimes
    clang-14 libclang-rt-14-dev
)

usage() {
    cat <<'EOF'
Usage: bash packaging/setup.sh run [ailab options]
       bash packaging/setup.sh test

  run    install the missing Debian packages, build in build/release and start ailab
         (further arguments go to ailab, e.g. "--lab stack")
  test   install the missing Debian packages, build in build/release and run every test
  sanitize [SECONDS]
         build the core, ailab-sim and GUI tests and the fuzzers with AddressSanitizer and
         UBSan in build/asan-ubsan, run the tests, then each fuzzer for SECONDS (default 30)
  fuzz [SECONDS]
         build the libFuzzer targets in build/fuzz and run each for SECONDS (default 60)
EOF
}

missingPackages() {
    local package status
    for package in "${packages[@]}"; do
        status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
        [[ $status == "install ok installed" ]] || echo "$package"
    done
}

installPackages() {
    local missing
    mapfile -t missing < <(missingPackages)
    if ((${#missing[@]} == 0)); then
        echo "setup: all needed Debian packages are installed."
        return
    fi
    echo "setup: installing ${missing[*]}"
    local asRoot=()
    if ((EUID != 0)); then
        if ! command -v sudo >/dev/null; then
            echo "setup: these packages are missing and sudo is not available;" \
                "run this script as root or install them: ${missing[*]}" >&2
            exit 1
        fi
        asRoot=(sudo)
    fi
    "${asRoot[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
    "${asRoot[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -q --no-install-recommends "${missing[@]}"
}

jobs=$(nproc 2>/dev/null || echo 2)

configure() {
    cmake --preset release
}

case "${1:-}" in
    run)
        shift
        installPackages
        configure
        cmake --build --preset release --target ailab ailab-sim -j "$jobs"
        if [[ -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} && -z ${QT_QPA_PLATFORM:-} ]]; then
            echo "setup: no display found; ailab needs a desktop session" \
                "(or QT_QPA_PLATFORM=offscreen with --screenshot)." >&2
        fi
        exec build/release/app/ailab "$@"
        ;;
    test)
        installPackages
        configure
        cmake --build --preset release -j "$jobs"
        # The test preset sets the output on failure, --no-tests=error and a timeout per test.
        exec ctest --preset release --parallel "$jobs"
        ;;
    sanitize)
        seconds=${2:-30}
        [[ $seconds =~ ^[1-9][0-9]*$ ]] || { echo "setup: sanitize SECONDS must be a whole number" >&2; exit 2; }
        installPackages
        cmake --preset asan-ubsan -DAILAB_FUZZ_SECONDS="$seconds"
        # Only what the tests below run (no benchmarks, no ailab, no package): this clang
        # build is CI's second and last (docs/architecture.md, "Continuous integration").
        cmake --build --preset asan-ubsan --target core_tests roce_pcap_sample gui_tests \
            ailab-sim state_save_worker fuzzers -j "$jobs"
        # A report fails the test that made it (UBSan: -fno-sanitize-recover; a leak fails at
        # exit), with the stack that led to it.
        export UBSAN_OPTIONS=print_stacktrace=1
        # The core's tests, ailab-sim on every preset and the GUI tests, then each fuzzer
        # for SECONDS from its seeds, one at a time (each uses one core).
        status=0
        ctest --preset asan-ubsan --parallel "$jobs" -R '^(core|gui|ailab-sim):' || status=$?
        ctest --preset asan-ubsan -L fuzz || status=$?
        exit "$status"
        ;;
    fuzz)
        seconds=${2:-60}
        [[ $seconds =~ ^[1-9][0-9]*$ ]] || { echo "setup: fuzz SECONDS must be a whole number" >&2; exit 2; }
        installPackages
        cmake --preset fuzz -DAILAB_FUZZ_SECONDS="$seconds"
        cmake --build --preset fuzz -j "$jobs"
        # One fuzzer at a time: each uses one core, and the sanitizers want the memory.
        exec ctest --preset fuzz -L fuzz
        ;;
    -h | --help | help)
        usage
        ;;
    *)
        usage >&2
        exit 2
        ;;
esac

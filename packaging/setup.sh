#!/usr/bin/env bash
# Sets up, builds and starts AI Infra Lab on Debian 12 (bookworm).
#
#   bash packaging/setup.sh run [ailab options]   install what is missing, build (release), start ailab
#   bash packaging/setup.sh test [SECONDS]        install what is missing, build everything under
#                                                 AddressSanitizer and UBSan (asan-ubsan), run every
#                                                 test there, then each fuzzer for SECONDS (30)
#   bash packaging/setup.sh test-release          the release build and every test in it
#   bash packaging/setup.sh fuzz [SECONDS]        build the fuzz preset (optimised, fuzzers only)
#                                                 and run each fuzzer for SECONDS (60), from
#                                                 its seeds (build/fuzz): for long runs
#
# Needs only bash and apt: missing Debian packages are installed with apt-get (directly as
# root, through sudo otherwise). The program is built with the "release" preset
# (build/release); the tests run in the "asan-ubsan" build (build/asan-ubsan), which checks
# every test for memory errors, leaks and undefined behaviour (docs/architecture.md,
# "Continuous integration").
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
    # promtool (in Debian's prometheus package), which the tests import an exported
    # OpenMetrics file with
    prometheus
    # text in offscreen renderings and screenshots on a minimal system
    fonts-dejavu-core
    # the MIME types test (update-mime-database, xmllint)
    shared-mime-info libxml2-utils
    # the test build and the fuzzers: clang 14 and its sanitizer and libFuzzer runtimes
    clang-14 libclang-rt-14-dev
)

usage() {
    cat <<'EOF'
Usage: bash packaging/setup.sh run [ailab options]
       bash packaging/setup.sh test [SECONDS]

  run    install the missing Debian packages, build in build/release and start ailab
         (further arguments go to ailab, e.g. "--lab stack")
  test [SECONDS]
         install the missing Debian packages, build everything in build/asan-ubsan (clang 14,
         AddressSanitizer and UndefinedBehaviorSanitizer), run every test there, then each
         fuzzer for SECONDS (default 30)
  test-release
         build in build/release and run every test there (no sanitizers, no fuzzers)
  fuzz [SECONDS]
         build the libFuzzer targets alone, optimised, in build/fuzz and run each for
         SECONDS (default 60)
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
        seconds=${2:-30}
        [[ $seconds =~ ^[1-9][0-9]*$ ]] || { echo "setup: test SECONDS must be a whole number" >&2; exit 2; }
        installPackages
        # One build for every test and the fuzzers: a second, release build of the tests
        # would not fit CI's 60 minutes on 2 cores (docs/architecture.md, "Continuous
        # integration").
        cmake --preset asan-ubsan -DAILAB_FUZZ_SECONDS="$seconds"
        cmake --build --preset asan-ubsan -j "$jobs"
        # A report fails the test that made it (UBSan: -fno-sanitize-recover; a leak fails at
        # exit), with the stack that led to it.
        export UBSAN_OPTIONS=print_stacktrace=1
        # The test preset sets the output on failure, --no-tests=error and a timeout per
        # test. Then the fuzzers, two at a time (each uses one core).
        status=0
        ctest --preset asan-ubsan --parallel "$jobs" -LE fuzz || status=$?
        ctest --preset asan-ubsan --parallel "$jobs" -L fuzz || status=$?
        exit "$status"
        ;;
    test-release)
        installPackages
        configure
        cmake --build --preset release -j "$jobs"
        exec ctest --preset release --parallel "$jobs"
        ;;
    fuzz)
        seconds=${2:-60}
        [[ $seconds =~ ^[1-9][0-9]*$ ]] || { echo "setup: fuzz SECONDS must be a whole number" >&2; exit 2; }
        installPackages
        cmake --preset fuzz -DAILAB_FUZZ_SECONDS="$seconds"
        cmake --build --preset fuzz -j "$jobs"
        # Two fuzzers at a time: each uses one core.
        exec ctest --preset fuzz -L fuzz --parallel "$jobs"
        ;;
    -h | --help | help)
        usage
        ;;
    *)
        usage >&2
        exit 2
        ;;
esac

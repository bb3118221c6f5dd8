// swift-tools-version: 6.1
import PackageDescription

/// Settings every mynd target shares: Swift 6 mode with strict concurrency (the default in v6),
/// plus the two upcoming features the model codebases turn on.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// Executables link with the Swift toolchain's lld. gold also works, but prints the glibc link-time notice
/// that static Foundation's temporary-file code uses `mktemp` on every release link; lld does not.
let lldLink: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"])]

let package = Package(
    name: "mynd",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "mynd", targets: ["mynd"]),
        .executable(name: "mynd-app", targets: ["mynd-app"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        // Thin shims over Debian's C libraries: one per library, nothing but headers and static inline wrappers.
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CEspeakNG", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
        // No pkgConfig: libpulse-simple's .pc adds only -D_REENTRANT and -pthread, which SwiftPM drops with a
        // warning on every build; the headers are in /usr/include and the module map names both libraries.
        .systemLibrary(name: "CPulseSimple", providers: [.apt(["libpulse-dev"])]),
        .systemLibrary(name: "CALSA", pkgConfig: "alsa", providers: [.apt(["libasound2-dev"])]),
        .systemLibrary(name: "CPocketSphinx", pkgConfig: "pocketsphinx", providers: [.apt(["libpocketsphinx-dev"])]),
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        // Kernel headers only (evdev ioctls, SO_PEERCRED): no library to link.
        .systemLibrary(name: "CLinuxInput"),

        // The one layer over raw system calls on descriptors: EINTR retried and errno turned into `SystemError` in one
        // place. Glibc and the kernel headers only, so the static `mynd` stays light.
        .target(name: "MyndSystem", dependencies: ["CLinuxInput"], swiftSettings: strictSettings),

        // The domain: graph, store, memory, Axel, proactive rules, and the ports (protocols) the outer modules implement.
        .target(
            name: "MyndCore",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                // The raw C API, for stepping bulk scans without decoding rows (graph load, export, import).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        // HTTP over libcurl, SSE, language-model and Whisper clients.
        .target(
            name: "MyndNet",
            dependencies: [
                "MyndCore", "MyndSystem", "CCurl",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        // Capture, offline transcription, speech, sentence streaming, push-to-talk.
        .target(
            name: "MyndVoice",
            dependencies: [
                "MyndCore", "CEspeakNG", "CPulseSimple", "CALSA", "CPocketSphinx",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        // The control socket's client and protocol, and where mynd keeps its files: shared by the daemon and the
        // light `mynd`, which talks to the daemon itself (ptt, say, status) without starting `mynd-app`.
        .target(
            name: "MyndControl",
            dependencies: ["MyndCore", "MyndSystem"],
            swiftSettings: strictSettings
        ),
        // The long-running service: lifecycle, control socket, notifications, hotkeys, configuration. It knows
        // nothing of HTTP or audio: the parts that do are plugged in by MyndAssembly (`DaemonParts`).
        .target(
            name: "MyndDaemon",
            dependencies: [
                "MyndCore", "MyndControl", "MyndSystem", "CDBus", "CLinuxInput",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        // The composition root: configuration → runtime (graph, memory, model, engine, transcriber chain) →
        // services (voice loop, local Whisper and Piper engines, sweepers) and the daemon's parts. The one target
        // that knows MyndNet, MyndVoice and MyndDaemon together.
        .target(
            name: "MyndAssembly",
            dependencies: [
                "MyndCore", "MyndControl", "MyndNet", "MyndVoice", "MyndDaemon",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        // In-process fakes of every port, and the real-stack helpers the suites share (PulseAudio, fixture servers).
        .target(
            name: "MyndTesting",
            dependencies: ["MyndCore", "MyndDaemon", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),
        // The graph and memory commands and the CLI support they share; nothing heavier than SQLite.
        .target(
            name: "MyndCLI",
            dependencies: ["MyndCore", "MyndControl", "MyndSystem", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSettings
        ),
        // `mynd mcp`: the thought graph served to other AI tools over the Model Context Protocol (stdio).
        // Its own target, linked by `mynd-app` only, so the SDK (and swift-system) stays out of the static `mynd`.
        .target(
            name: "MyndMCP",
            dependencies: [
                "MyndCore", "MyndCLI", "MyndSystem",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        // `mynd`, what people run: graph and memory commands in-process (a cold query starts in a few
        // milliseconds); every other subcommand replaces this process with `mynd-app`.
        // Linked as a fully static executable (glibc, SQLite and the Swift runtime inside; lld from the Swift
        // toolchain): with no dynamic loader work a cold `mynd related` starts in 0.8 ms instead of 3 ms
        // (Benchmarks/README.md). Static glibc links without -pie, so this binary gets no ASLR; `mynd-app`, the
        // long-running and network-facing one, stays a normal PIE. The Foundation support archives are named
        // because debug builds do not autolink them into a static executable.
        .executableTarget(
            name: "mynd",
            dependencies: ["MyndCLI", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strictSettings,
            linkerSettings: [.unsafeFlags([
                "-static-executable", "-use-ld=lld",
                "-lCoreFoundation", "-l_FoundationCollections", "-l_FoundationICU", "-l_FoundationCShims",
            ])]
        ),
        // The whole application and the complete command tree; `mynd daemon` runs the service here.
        .executableTarget(
            name: "mynd-app",
            dependencies: [
                "MyndCLI", "MyndCore", "MyndNet", "MyndVoice", "MyndDaemon", "MyndAssembly", "MyndMCP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings,
            linkerSettings: lldLink
        ),

        // Benchmarks (release builds; see Benchmarks/README.md).
        .executableTarget(
            name: "mynd-bench-graph",
            dependencies: [
                "MyndCore", .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            path: "Benchmarks/GraphBench",
            swiftSettings: strictSettings,
            linkerSettings: lldLink
        ),
        .executableTarget(
            name: "mynd-bench-net",
            dependencies: ["MyndCore", "MyndNet"],
            path: "Benchmarks/NetBench",
            swiftSettings: strictSettings,
            linkerSettings: lldLink
        ),
        .executableTarget(
            name: "mynd-bench-daemon",
            dependencies: ["MyndDaemon", "CLinuxInput", .product(name: "Logging", package: "swift-log")],
            path: "Benchmarks/DaemonBench",
            swiftSettings: strictSettings,
            linkerSettings: lldLink
        ),

        .executableTarget(
            name: "mynd-bench-context",
            dependencies: ["MyndCore", "MyndNet", "MyndTesting", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Benchmarks/ContextBench",
            swiftSettings: strictSettings,
            linkerSettings: lldLink
        ),

        .executableTarget(
            name: "mynd-bench-extraction",
            dependencies: ["MyndCore", .product(name: "Logging", package: "swift-log")],
            path: "Benchmarks/ExtractionBench",
            exclude: ["script.json", "heldout.json", "heldout2.json", "heldout3.json", "heldout4.json", "heldout5.json", "heldout6.json", "heldout7.json", "heldout8.json", "heldout9.json", "heldout10.json", "heldout11.json", "heldout12.json", "probe12.json", "probe13.json", "heldout13.json", "heldout14.json", "heldout15.json", "heldout16.json", "heldout17.json", "heldout18.json", "train16.json", "train17.json", "train18.json", "train19.json", "train20.json", "train21.json", "train22.json", "train23.json", "train24.json", "train25.json", "train26.json", "train27.json", "train28.json", "train29.json", "train30.json", "train31.json", "train32.json", "train33.json", "train34.json", "train35.json", "train36.json", "train37.json", "train38.json", "train39.json", "train40.json", "train41.json", "train42.json", "train43.json", "train44.json", "train45.json", "train46.json", "train47.json", "train48.json", "train49.json", "train50.json", "train51.json"],
            swiftSettings: strictSettings,
            linkerSettings: lldLink
        ),

        // Trains the restatement veto on the rules' marks over the development scripts (RestatementTraining): writes the
        // model; --cv prints what a veto undoes by leave one script out; --check fails when the committed model differs.
        .executableTarget(
            name: "mynd-train-rementions",
            dependencies: ["MyndCore"],
            path: "Benchmarks/RementionTraining",
            swiftSettings: strictSettings,
            linkerSettings: lldLink
        ),

        // Known-name correction on transcripts, for Benchmarks/STTBench/names_bench.py --correct.
        .executableTarget(
            name: "mynd-bench-names",
            dependencies: ["MyndCore"],
            path: "Benchmarks/NamesBench",
            swiftSettings: strictSettings,
            linkerSettings: lldLink
        ),

        .executableTarget(
            name: "mynd-bench-voice",
            dependencies: ["MyndCore", "MyndVoice"],
            path: "Benchmarks/VoiceBench",
            swiftSettings: strictSettings,
            linkerSettings: lldLink
        ),

        .executableTarget(
            name: "mynd-bench-speech",
            dependencies: ["MyndCore", "MyndVoice", "MyndAssembly", "MyndNet", "MyndTesting", .product(name: "Logging", package: "swift-log")],
            path: "Benchmarks/SpeechBench",
            swiftSettings: strictSettings,
            linkerSettings: lldLink
        ),

        .testTarget(name: "MyndSystemTests", dependencies: ["MyndSystem"], swiftSettings: strictSettings),
        .testTarget(
            name: "MyndCoreTests",
            dependencies: ["MyndCore", "MyndTesting", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MyndNetTests",
            dependencies: ["MyndNet", "MyndTesting", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .testTarget(name: "MyndVoiceTests", dependencies: ["MyndVoice", "MyndTesting"], swiftSettings: strictSettings),
        .testTarget(
            name: "MyndDaemonTests",
            dependencies: ["MyndDaemon", "MyndTesting", .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MyndAssemblyTests",
            dependencies: ["MyndAssembly", "MyndDaemon", "MyndNet", "MyndVoice", "MyndTesting", .product(name: "Logging", package: "swift-log"),
                           .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")],
            swiftSettings: strictSettings
        ),
        // End-to-end: runs the built `mynd` binary (which execs `mynd-app` for the application commands).
        // `mynd` is not a dependency: a test target takes over an executable's linker settings, and the static
        // link is for `mynd` alone. `swift build --build-tests` and `swift test` build every product anyway.
        .testTarget(name: "MyndCLITests", dependencies: ["mynd-app", "MyndCLI", "MyndControl", "MyndCore", "MyndTesting"], swiftSettings: strictSettings),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for BarSkin's parsers of untrusted bytes (and for the state a
// build leaves between runs: fuzz-skin-state), kept in their own
// package so `swift build` and `make test` of BarSkin never see the fuzzer flags.
// `make fuzz` builds them with -sanitize=fuzzer,address and runs each in turn.

// A path dependency is known by its folder's name, whatever the clone is called.
let barSkinPackage = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init)?.lowercased() ?? "barskin"

// Linked with libFuzzer; each target's entry point starts its driver (FuzzDriver).
let fuzzerLink: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]

let targets = ["fuzz-png-decoder", "fuzz-skin-reader", "fuzz-interface-builder", "fuzz-source-lexer", "fuzz-skin-state", "fuzz-vector-mask", "fuzz-vector-reply"]

let package = Package(
    name: "BarSkinFuzz",
    platforms: [.macOS(.v13)],
    products: targets.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(path: "..")],
    targets: [.target(name: "FuzzDriver")] + targets.map { name in
        .executableTarget(
            name: name,
            dependencies: ["FuzzDriver", .product(name: "BarSkin", package: barSkinPackage)],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])],
            linkerSettings: fuzzerLink)
    }
)

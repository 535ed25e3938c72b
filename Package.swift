// swift-tools-version:6.0
import PackageDescription

// Shared settings, applied to every Swift target in one place.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "BarSkin",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "barskin", targets: ["barskin"]),
        .library(name: "BarSkin", targets: ["BarSkin"]),
        .plugin(name: "BarSkinPlugin", targets: ["BarSkinPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Trace reads Swift with the compiler's own parser: only its parser and syntax tree.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // MARK: C fences: the only code that touches libpng, cairo, pango, GLib, librsvg, poppler and libcrypto.
        // libpng decodes; BarSkin's own writer deflates with libdeflate (zlib for CRCs).
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate"), .linkedLibrary("m")]
        ),
        .target(name: "CSystem"),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        // OpenSSL's SHA-256 on Linux; a Mac has CommonCrypto's in the system.
        .systemLibrary(
            name: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"]), .brew(["pango"])]
        ),

        // librsvg and poppler-glib rasterize SVG and PDF masks through cairo: opened when the
        // first vector is drawn (dlopen), not linked, so a run that draws none never loads them.
        .target(name: "CVector", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),

        // MARK: The core library: no command-line code.
        // Four modules, so that a clean build compiles them side by side: what every
        // stage shares (files, the PNG codec, bitmaps, errors); the trace and the art
        // (tint, stretch, glow, drawing, text, export), which need only that; and the
        // skin files and their build, which need all three and YAML, and re-export them.
        .target(
            name: "BarSkinCore",
            dependencies: ["CPNG", "CSystem", .target(name: "CCrypto", condition: .when(platforms: [.linux]))],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "BarSkinTrace",
            dependencies: [
                "BarSkinCore",
                .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "BarSkinArt",
            dependencies: ["BarSkinCore", "CCairo", "CPango", "CVector"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "BarSkin",
            dependencies: [
                "BarSkinCore", "BarSkinTrace", "BarSkinArt",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: The thin command-line front end.
        // Its folder is not `Sources/barskin`: beside `Sources/BarSkin` that is one folder on a Mac's disk.
        .executableTarget(
            name: "barskin",
            dependencies: [
                "BarSkin", "CSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/BarSkinCLI",
            swiftSettings: swiftSettings
        ),

        // MARK: The build-tool plugin: runs barskin build on a target's skin files.
        .plugin(
            name: "BarSkinPlugin",
            capability: .buildTool(),
            dependencies: ["barskin"]
        ),

        // MARK: Tests.
        .target(
            name: "CPNGTestSupport",
            path: "Tests/CPNGTestSupport",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]
        ),
        // What both test targets share (fixture projects, temporary folders, the
        // seeded generator), so no test file is copied between them.
        .target(
            name: "BarSkinTestSupport",
            dependencies: ["BarSkin"],
            path: "Tests/BarSkinTestSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "BarSkinTests",
            dependencies: ["BarSkin", "BarSkinTestSupport", "CPNGTestSupport", "CSystem",
                           .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "BarSkinCLITests",
            dependencies: ["barskin", "BarSkin", "BarSkinTestSupport"],
            exclude: ["Snapshots"],
            swiftSettings: swiftSettings
        ),
    ]
)

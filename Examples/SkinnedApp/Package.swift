// swift-tools-version:6.0
import PackageDescription

// An app's package using BarSkin's build-tool plugin: the skin in
// Sources/SkinnedAppKit/Skin is built on every `swift build` (again only when the
// skin or its masks change) and its images land in the target's resource bundle.
let package = Package(
    name: "SkinnedApp",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SkinnedAppKit", targets: ["SkinnedAppKit"]),
    ],
    dependencies: [
        // A real app names BarSkin's repository and a version here instead.
        .package(name: "BarSkin", path: "../.."),
    ],
    targets: [
        .target(
            name: "SkinnedAppKit",
            // Skin/ holds App.skin.yml and its masks: the plugin's inputs, not resources of their own.
            plugins: [.plugin(name: "BarSkinPlugin", package: "BarSkin")]
        ),
    ]
)

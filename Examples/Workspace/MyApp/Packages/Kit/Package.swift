// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Kit",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "Kit", targets: ["Kit"]),
    ],
    targets: [
        .target(
            name: "Kit",
            dependencies: [.target(name: "KitCore")],
            exclude: ["Unused"],
            resources: [.process("Loose/kit_flag.png")]
        ),
        .target(name: "KitCore"),
        .testTarget(name: "KitTests", dependencies: ["Kit"]),
        .binaryTarget(name: "Vendor", path: "Vendor.xcframework"),
    ]
)

import Foundation

/// `swiftc -typecheck` of generated appearance code against the stub UIKit and SwiftUI in
/// Tests/Fixtures/AppearanceStubs, for an iOS triple (docs/appearance.md).
///
/// UIKit is not on this machine, but the toolchain's Embedded Swift has an iOS standard library
/// (`arm64-apple-ios`, deployment iOS 18 at the least): the stubs are compiled into modules for
/// it, so `@available(iOS 26, *)`, `#available` and `@MainActor` are checked as Xcode checks them.
enum AppearanceTypeCheck {
    /// The triple and the flags every compile shares.
    static let flags = ["-target", "arm64-apple-ios18.0", "-enable-experimental-feature", "Embedded", "-wmo", "-swift-version", "6"]
    /// The stub modules, in dependency order.
    static let modules = ["Foundation", "_Concurrency", "DeveloperToolsSupport", "UIKit", "SwiftUI"]

    /// The stub sources' folder.
    static var stubs: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/AppearanceStubs")
    }

    /// Compiles the stub modules into `folder`; returns the compiler's complaints, empty when all built.
    static func buildStubs(in folder: String) throws -> String {
        var complaints = ""
        for module in modules {
            var arguments = flags + ["-parse-as-library", "-module-name", module, "-I", folder, "-emit-module",
                                     "-emit-module-path", folder + "/" + module + ".swiftmodule", stubs.appendingPathComponent(module + ".swift").path]
            // The concurrency stub declares the actor types the standard library's import would: none is imported, no body is compiled.
            if module == "_Concurrency" {
                arguments += ["-Xfrontend", "-disable-implicit-concurrency-module-import", "-Xfrontend", "-experimental-skip-all-function-bodies"]
            }
            let (status, output) = try run(arguments)
            if status != 0 { complaints += output }
        }
        return complaints
    }

    /// Type-checks `files` against the stubs built in `folder`: the exit status and the compiler's output.
    static func typeCheck(_ files: [String], stubs folder: String) throws -> (status: Int32, output: String) {
        try run(flags + ["-typecheck", "-module-name", "App", "-I", folder] + files)
    }

    /// Runs the toolchain's `swiftc` (the one on PATH, which built these tests).
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

import Foundation
import PackagePlugin

/// A SwiftPM build-tool plugin: builds every `*.skin.yml` among a target's files
/// with `barskin build` and hands what it makes to the build as resources, in
/// the target's bundle under the skin's name (`App.skin.yml` gives `App/`).
@main
struct BarSkinPlugin: BuildToolPlugin {
    /// One `barskin build` command for each skin file of the target.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try SkinFiles(files: target.sourceFiles.map(\.url))
            .commands(tool: try context.tool(named: "barskin").url, workFolder: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension BarSkinPlugin: XcodeBuildToolPlugin {
    /// One `barskin build` command for each skin file among the Xcode target's files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try SkinFiles(files: target.inputFiles.map(\.url))
            .commands(tool: try context.tool(named: "barskin").url, workFolder: context.pluginWorkDirectoryURL)
    }
}
#endif

import Foundation
import PackagePlugin

/// The build command for one skin file: `barskin build SKIN -o FOLDER`, with the
/// skin and the files beside it as inputs and FOLDER as the one output.
struct SkinCommand {
    let skin: URL
    /// The target's files under the skin's folder.
    let reads: [URL]
    let tool: URL
    let workFolder: URL

    /// The folder the skin is built into, named after it (`App.skin.yml` gives `App`),
    /// which the build copies whole into the target's resource bundle.
    var outputFolder: URL {
        workFolder.appendingPathComponent(String(skin.lastPathComponent.dropLast(SkinFiles.suffix.count)), isDirectory: true)
    }

    /// Where the build keeps its manifest: beside the output folder, not in it, so
    /// the bundle gets the images alone.
    var manifestFolder: URL {
        workFolder.appendingPathComponent(".manifests", isDirectory: true)
    }

    /// The command. Its inputs are the skin and the target's files under its folder:
    /// a skin names its masks and art relative to itself, and which ones it reads is
    /// barskin's to say, which a plugin cannot ask while planning (barskin is built in
    /// the same build). A change to any of them runs barskin again, whose own manifest
    /// then redraws only what changed.
    var command: Command {
        get throws {
            // Made now, while the build is planned: SwiftPM copies an output that is a
            // folder when it plans one, and plans a missing path as a file.
            try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
            return .buildCommand(
                displayName: "BarSkin: building \(skin.lastPathComponent)",
                executable: tool,
                // Xcode's diagnostics, so the build lists a skin's errors where they are; quiet, so a good build says nothing;
                // pruned, so an item renamed or a catalog dropped leaves no old image in the app's bundle.
                arguments: ["build", skin.path, "--output", outputFolder.path, "--manifest-folder", manifestFolder.path,
                            "--diagnostics", "xcode", "--quiet", "--prune"],
                inputFiles: [skin] + reads,
                outputFiles: [outputFolder])
        }
    }
}

import BarSkin
import Foundation

extension BuildCommand {
    /// The skin files read, each moved by `--output` and `--manifest-folder` and
    /// previewing with `--preview`, writing its code with `--appearance-swift`, and the failures of those that did not read.
    func loadSkins() -> (specs: [SkinSpec], failures: [any LocatedError]) {
        var specs: [SkinSpec] = [], failures: [any LocatedError] = []
        var seen = Set<String>()
        // The same file named twice (or through a link) is built once, not reported as clashing with itself.
        for path in skins where seen.insert(URL(fileURLWithPath: path).resolvingSymlinksInPath().path).inserted {
            do {
                var spec = try SkinSpec.load(from: path)
                if let output { spec = try spec.redirecting(into: output, named: "the --output folder") } else { try spec.checkingFoldersStayInside() }
                spec.manifestFolder = manifestFolder
                // The preview it adds is named after the flag that asks for it.
                spec = try appearance.writing(spec)
                specs.append(try preview.map { file throws(SkinError) in try spec.previewing(to: file, named: "--preview") } ?? spec)
            } catch {
                failures.append(error)
            }
        }
        return (specs, failures)
    }

    /// Makes `--manifest-folder` when it is missing: unlike the output folders, nothing written there would make it.
    func makeManifestFolder() throws {
        guard let manifestFolder else { return }
        do {
            try FileManager.default.createDirectory(atPath: manifestFolder, withIntermediateDirectories: true)
        } catch {
            throw ProblemText("cannot make the manifest folder").located(at: manifestFolder)
        }
    }
}

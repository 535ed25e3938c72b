import BarSkinArt
import BarSkinCore

extension SkinSpec {
    /// Checks that the skin's `catalog:` and `ninepatch:` folders written inside its
    /// `output:` folder are really there: a link on the way that leads out of the output
    /// folder would make the build write somewhere its keys do not say.
    /// - Throws: ``SkinProblem/invalidValue(detail:)`` at the key whose path leads out.
    public func checkingFoldersStayInside() throws(SkinError) {
        guard let output else { return }
        let root = PathText.absolute(output.resolved)
        for (key, value) in [("catalog", catalog), ("ninepatch", ninePatch)] {
            guard let value else { continue }
            let folder = PathText.absolute(value.resolved)
            // Only a folder the key places inside the output folder is held to it.
            guard folder.hasPrefix(root + "/"), !ResolvedPath.isInside(folder, root: root) else { continue }
            throw SkinProblem.invalidValue(detail: "\(key) '\(value.text.escapingControlCharacters)' leads through a link out of the output folder "
                                    + "'\(output.text.escapingControlCharacters)'").located(at: value.reportedAt, line: value.line, column: value.column)
        }
    }
}

import BarSkinCore
import Foundation

extension XcodeProjectReader {
    /// A synchronized folder's exception as paths in it: `/Localized/Share/View.xib` is Xcode's name for
    /// every localization of `Share/View.xib` (`Share/Base.lproj/View.xib`, `Share/de.lproj/View.xib`).
    static func localizedVariants(_ written: String, in folder: String) -> [String] {
        let prefix = "/Localized/"
        guard written.hasPrefix(prefix) else { return [written] }
        let localized = String(written.dropFirst(prefix.count))
        let parent = PathText.folder(of: localized), name = PathText.fileName(of: localized)
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: parent.isEmpty ? folder : folder + "/" + parent)) ?? []
        return listed.filter { $0.hasSuffix(".lproj") }.sorted().map { (parent.isEmpty ? "" : parent + "/") + $0 + "/" + name }
    }
}

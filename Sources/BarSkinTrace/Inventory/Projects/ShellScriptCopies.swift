import BarSkinCore

/// The project folders a Run Script phase copies into its target's bundle. Some apps
/// ship art that way rather than through Copy Bundle Resources (ownCloud copies its
/// `branding-*.png` with `cp "${PROJECT_DIR}/ownCloud/Resources/Theming/…" "${TARGET_BUILD_DIR}/…"`):
/// without this, its launch screen's images read as missing and the art as in no bundle.
/// A script is trusted only as far as it says: it copies (`cp`, `rsync`, `ditto`) into
/// the product, and the folders are the ones it names under the project.
enum ShellScriptCopies {
    /// The variables a script reaches the project's folder by.
    static let projectFolderVariables = ["${PROJECT_DIR}", "$(PROJECT_DIR)", "$PROJECT_DIR", "${SRCROOT}", "$(SRCROOT)", "$SRCROOT",
                                         "${SOURCE_ROOT}", "$(SOURCE_ROOT)", "$SOURCE_ROOT"]
    /// The variables naming the built product, one of which a copy into the bundle writes below.
    static let productVariables = ["TARGET_BUILD_DIR", "BUILT_PRODUCTS_DIR", "UNLOCALIZED_RESOURCES_FOLDER_PATH",
                                   "CONTENTS_FOLDER_PATH", "WRAPPER_NAME", "CODESIGNING_FOLDER_PATH"]

    /// The folders (absolute) under `projectFolder` that `script` copies into the product; none
    /// when it does not copy into the product. The project folder itself is never one: a script
    /// naming it ships some file of it, not all of its art.
    static func folders(in script: String, projectFolder: String) -> [String] {
        let copies = ["cp ", "rsync ", "ditto "].contains { script.contains($0) }
        guard copies, productVariables.contains(where: script.contains) else { return [] }
        var found: [String] = []
        for variable in projectFolderVariables {
            var rest = Substring(script)
            while let range = rest.range(of: variable + "/") {
                let tail = rest[range.upperBound...].prefix { !"\"' \n\t;|&)$`".contains($0) }
                rest = rest[range.upperBound...]
                // `Theming/branding-*.png` copies from `Theming`; `Theming/` and `Theming` are the folder.
                let stem = tail.prefix { $0 != "*" }
                let parts = stem.split(separator: "/")
                let isFolder = stem.hasSuffix("/") || (!tail.contains("*") && !(parts.last?.contains(".") ?? false))
                let folder = (isFolder ? parts : parts.dropLast()).joined(separator: "/")
                guard !folder.isEmpty, !folder.split(separator: "/").contains("..") else { continue }
                found.append(projectFolder + "/" + folder)
            }
        }
        return Array(Set(found)).sorted()
    }
}

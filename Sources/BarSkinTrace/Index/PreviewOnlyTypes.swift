import BarSkinCore

/// The types only SwiftUI previews use: a `PreviewProvider`, and every type of the project that only
/// previews, `#Preview` bodies and other such types name (Focus's `AppImagesView` gallery, shown by
/// `AppImagesView_Previews` alone, and the `AppImage` enum only it iterates). Their code runs in
/// Xcode's canvas, never in the app: the cases and members it names are no use of them.
struct PreviewOnlyTypes {
    /// The preview-only types, by name.
    private(set) var names: Set<String> = []

    /// The preview-only types among `types`, from what `files` use; a name Objective-C writes is the app's.
    init(files: [SwiftFileFacts], types: [String: SwiftDeclarationIndex.TypeInfo], objectiveC: Set<String>) {
        names = Set(types.filter { $0.value.inherited.contains("PreviewProvider") }.keys)
        // A project with no preview (most of a large one's files) costs no table of every type's users.
        guard !names.isEmpty || files.contains(where: { $0.typeUses.values.contains { $0.contains(SwiftFileVisitor.previewContext) } }) else { return }
        var users: [String: Set<String>] = [:]
        for file in files {
            for (name, contexts) in file.typeUses { users[name, default: []].formUnion(contexts) }
        }
        // Grown to a fixed point: a type whose every user is a preview or a preview-only type.
        var changed = true
        while changed {
            changed = false
            for (name, contexts) in users where !names.contains(name) && types[name]?.isExtendedOnly == false && !objectiveC.contains(name) {
                guard contexts.allSatisfy({ $0 == SwiftFileVisitor.previewContext || names.contains($0) }) else { continue }
                names.insert(name)
                changed = true
            }
        }
    }

    /// Whether every type a file declares or extends is preview-only and it has no code outside them.
    func holdsOnlyPreviews(_ file: SwiftFileFacts) -> Bool {
        guard !names.isEmpty, !file.types.isEmpty, file.globals.isEmpty else { return false }
        return file.types.allSatisfy { names.contains($0.path[0]) } && file.functions.allSatisfy { !$0.owner.isEmpty }
    }
}

extension XcodeProjectText {
    /// Every place an object names the object `id` directly (a build file's `fileRef`, a group's
    /// `children`, a build phase's `files`), in file order.
    public func references(to id: String) -> [ProjectReference] {
        order.flatMap { owner in
            objects[owner]!.values.keys.sorted().filter { key in
                objects[owner]!.values[key]!.string == id || objects[owner]!.strings(key).contains(id)
            }.map { ProjectReference(object: owner, key: $0) }
        }
    }

    /// The objects that go when the files `fileReferences` (`PBXFileReference` identifiers) leave the
    /// project: those files, every `PBXBuildFile` that builds or copies one of them, and each
    /// `PBXVariantGroup` (a localized file) all of whose children go, with its build files.
    /// ``remove(objects:entries:)`` takes their entries out of groups and build phases.
    public func objectsRemoved(withFileReferences fileReferences: Set<String>) -> Set<String> {
        var removed = fileReferences.filter { objects[$0] != nil }
        for id in order where objects[id]!.isa == "PBXVariantGroup" {
            let children = objects[id]!.strings("children")
            if !children.isEmpty, children.allSatisfy(removed.contains) { removed.insert(id) }
        }
        for id in order where objects[id]!.isa == "PBXBuildFile" {
            if let file = objects[id]!.string("fileRef"), removed.contains(file) { removed.insert(id) }
        }
        return removed
    }
}

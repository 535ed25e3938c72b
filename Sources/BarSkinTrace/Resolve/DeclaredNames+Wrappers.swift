import BarSkinCore

extension DeclaredNames {
    /// References once every wrapper's callers are known: a wrapper's own call (the
    /// `imageNamed:` inside it, or its call of an inner wrapper) is replaced by its callers'
    /// (kept as a dynamic name when nothing calls it), and every name is resolved. `called` adds the
    /// selector parts (`btnImage:`) of wrappers whose callers' roles are spelled another way (Swift's).
    func reconcile(_ references: inout [ImageReference], callers: [ImageReference], called: Set<String> = []) {
        let called = Set(callers.map(\.role)).union(called)
        var wrapperSites = Set<String>()
        for wrapper in declarations.wrappers where called.contains("\(wrapper.callee):") {
            wrapperSites.insert("\(wrapper.file):\(wrapper.line):\(wrapper.column)")
        }
        // Most references are literal names: only the others are rebuilt, in place, so a
        // project of 400,000 calls is not copied.
        references += callers
        var kept = 0
        var extra: [ImageReference] = []
        // A name reached through wrappers in two rounds (once as the parameter, once transformed) is one load.
        var rebuilt = Set<ImageReference>()
        for position in references.indices {
            let reference = references[position]
            guard case .pattern(let pattern) = reference.target else {
                references[kept] = reference
                kept += 1
                continue
            }
            if pattern.isUnresolved, wrapperSites.contains("\(reference.file):\(reference.line):\(reference.column)") { continue }
            let resolved = resolve(reference).filter { rebuilt.insert($0).inserted }
            guard let first = resolved.first else { continue }
            references[kept] = first
            kept += 1
            extra += resolved.dropFirst()
        }
        references.removeSubrange(kept...)
        references += extra
    }
}

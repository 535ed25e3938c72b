import BarSkinCore

extension Tracer {
    /// How many wrappers deep callers are looked for: a wrapper that calls a wrapper that
    /// calls `imageNamed:` is two; cycles of wrappers stop here at the latest.
    static let maximumWrapperDepth = 8

    /// The calls of the project's wrappers and SwiftGen's accessors, looked for in the sources
    /// after the first look. A wrapper whose call passes on its own parameter is a wrapper too:
    /// its callers are looked for in the next round, up to ``maximumWrapperDepth`` rounds, each
    /// over the Objective-C files that spell one of the new wrappers' selectors.
    func wrapperCallers(_ scan: inout ScanResults, sources: [String], runner: BatchRunner) -> [ImageReference] {
        var known = Set(scan.declarations.wrappers.map(\.identity))
        var pending = scan.declarations.wrappers
        var swiftGen = scan.swiftGen
        var callers: [ImageReference] = []
        var seen = Set<ImageReference>()
        for _ in 0..<Self.maximumWrapperDepth {
            let pass = SecondPass(wrappers: pending, swiftGen: swiftGen)
            guard !pass.isEmpty else { break }
            // SwiftGen's accessors are looked for once; Swift's wrappers are followed through the index.
            let files = swiftGen.isEmpty ? sources.filter { !$0.hasSuffix(".swift") } : sources
            var found = ScanResults(errors: [])
            found.add(runner.run(files.map { ScanJob.callers($0, pass) }) { $0.run(skins: skins) })
            if !found.swiftFiles.isEmpty {
                found.references += SwiftReferences(index: SwiftDeclarationIndex(files: found.swiftFiles)).references
            }
            callers += found.references.filter { seen.insert($0).inserted }
            pending = found.declarations.wrappers.filter { known.insert($0.identity).inserted }
            scan.declarations.wrappers += pending
            swiftGen = [:]
        }
        return callers
    }
}

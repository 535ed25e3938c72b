import BarSkinCore

extension SwiftDeclarationIndex {
    /// What the code that counts names and reads, merged from its files.
    struct Reads: Sendable {
        /// Enum cases named, `Type.case` and `.case`.
        var caseUses: Set<String> = []
        /// Enums whose every case the code may reach.
        var iterated: Set<String> = []
        /// Member names read.
        var memberReads: Set<String> = []
        /// Members read through their type.
        var typeMemberReads: Set<SwiftTypeMember> = []
    }

    /// The reads of the files of `files` at `positions`. The merge runs while nothing else does, so it
    /// takes two of `runner`'s threads: the reads through a type, the largest set, beside the other three.
    static func reads(of files: [SwiftFileFacts], at positions: [Int], runner: BatchRunner) -> Reads {
        let parts = runner.run([false, true]) { throughTypes -> Reads in
            var reads = Reads()
            if throughTypes {
                reads.typeMemberReads = union(positions.map { files[$0].typeMemberReads })
            } else {
                reads.caseUses = union(positions.map { files[$0].caseUses })
                reads.iterated = union(positions.map { files[$0].iteratedTypes })
                reads.memberReads = union(positions.map { files[$0].memberReads })
            }
            return reads
        }
        var reads = parts[0]
        reads.typeMemberReads = parts[1].typeMemberReads
        return reads
    }

    /// Every member of `sets`. A lone set is shared, not copied (a project of one 400,000-line file would hold
    /// its reads twice); several go into one set with room for them all, since a set grown by doubling
    /// rehashed each member again at every step, half the merge.
    private static func union<Member>(_ sets: [Set<Member>]) -> Set<Member> {
        guard sets.count > 1 else { return sets.first ?? [] }
        var result = Set<Member>(minimumCapacity: sets.reduce(0) { $0 + $1.count })
        for set in sets { result.formUnion(set) }
        return result
    }
}

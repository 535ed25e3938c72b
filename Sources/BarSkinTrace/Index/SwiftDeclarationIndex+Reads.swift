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
            // Room for every file's reads at once: a set grown by doubling rehashed each of them again at every step,
            // half the merge. At most what the files' own sets already hold.
            if throughTypes {
                reads.typeMemberReads.reserveCapacity(positions.reduce(0) { $0 + files[$1].typeMemberReads.count })
            } else {
                reads.caseUses.reserveCapacity(positions.reduce(0) { $0 + files[$1].caseUses.count })
                reads.memberReads.reserveCapacity(positions.reduce(0) { $0 + files[$1].memberReads.count })
            }
            for position in positions {
                if throughTypes {
                    reads.typeMemberReads.formUnion(files[position].typeMemberReads)
                } else {
                    reads.caseUses.formUnion(files[position].caseUses)
                    reads.iterated.formUnion(files[position].iteratedTypes)
                    reads.memberReads.formUnion(files[position].memberReads)
                }
            }
            return reads
        }
        var reads = parts[0]
        reads.typeMemberReads = parts[1].typeMemberReads
        return reads
    }
}

import BarSkinCore

/// Every Swift file's declarations merged by name: the types with their extensions, members,
/// cases and initializers, the functions, the top-level names, and who calls what with which
/// values. Built once, after every file is read, and asked by ``SwiftValueEvaluator``.
struct SwiftDeclarationIndex: Sendable {
    /// A type with every extension of it.
    struct TypeInfo: Sendable {
        var isEnum = false
        var inherited: [String] = []
        /// Cases in declaration order, with raw values.
        var cases: [SwiftCaseFacts] = []
        var members: [String: [SwiftMemberFacts]] = [:]
        /// Nested types' names.
        var nested: Set<String> = []
        /// Whether an extension of it (it is not the project's own: `UIImage`) declares members.
        var isExtendedOnly = true
    }
    /// A function's place: its file's and its own position.
    struct FunctionRef: Sendable, Hashable { var file: Int; var function: Int }
    /// A call's place.
    struct InvocationRef: Sendable, Hashable { var file: Int; var invocation: Int }

    /// The files read, in the order given, their top-level members moved into ``globals``.
    private(set) var files: [SwiftFileFacts]
    private(set) var types: [String: TypeInfo] = [:]
    private(set) var globals: [String: [SwiftMemberFacts]] = [:]
    private(set) var functions: [String: [FunctionRef]] = [:]
    private(set) var invocations: [String: [InvocationRef]] = [:]
    private(set) var writes: [String: [SwiftMemberWrite]] = [:]
    /// Enum cases named in code that counts, `Type.case` and `.case`.
    private(set) var caseUses: Set<String> = []
    /// The member names code that counts reads (``SwiftFileFacts/memberReads``).
    private(set) var memberReads: Set<String> = []
    /// The members code that counts reads through their type (``SwiftFileFacts/typeMemberReads``).
    private(set) var typeMemberReads: Set<SwiftTypeMember> = []
    /// The names Objective-C code reads, any type's.
    private(set) var objectiveCReads: Set<String> = []
    /// Public static properties, which code outside the traced folders may read.
    private(set) var publicStatics: Set<String> = []
    /// The files that hold only code SwiftUI previews run (``PreviewOnlyTypes``), by position.
    private(set) var previewFiles: Set<Int> = []
    /// The preview-only types (``PreviewOnlyTypes``), for code of them in a file that also holds the app's.
    private(set) var previewTypes: Set<String> = []
    /// Enums whose every case code that counts may reach.
    private(set) var iterated: Set<String> = []
    /// Objective-C's `typedef NSString *Name` types, which Swift code makes from text.
    private(set) var objectiveCStringTypes: Set<String> = []

    /// Whether code of file `file` written in type `type` runs only in a preview: the file holds only
    /// previews, or the type is preview-only (`IconLabel_Previews` beside `IconLabel`).
    func isPreviewCode(file: Int, type: String?) -> Bool {
        previewFiles.contains(file) || type == SwiftFileVisitor.previewContext || (type.map(previewTypes.contains) ?? false)
    }

    /// The index of `files`; `counts` says whether a file's uses of enum cases count (a test's do not);
    /// `objectiveC` holds the identifiers counting Objective-C files write, where an `@objc` enum's
    /// case `add` of `UIImageName` is `UIImageNameAdd` and a member is read by its name. `runner`
    /// merges what the files read.
    init(files: [SwiftFileFacts], counts: (String) -> Bool = { _ in true }, objectiveC: Set<String> = [],
         objectiveCStringTypes: Set<String> = [], runner: BatchRunner = BatchRunner(jobs: 1)) {
        self.files = files
        self.objectiveCStringTypes = objectiveCStringTypes
        for (fileIndex, file) in files.enumerated() {
            for type in file.types { add(type) }
            for global in file.globals { globals[global.name, default: []].append(global) }
            for (position, function) in file.functions.enumerated() {
                functions[function.callee, default: []].append(FunctionRef(file: fileIndex, function: position))
            }
            for (position, invocation) in file.invocations.enumerated() {
                invocations[invocation.callee, default: []].append(InvocationRef(file: fileIndex, invocation: position))
            }
            for write in file.memberWrites { writes[write.member, default: []].append(write) }
            publicStatics.formUnion(file.publicStatics)
        }
        // A preview's code, like a test's, says nothing of which cases and members the app reaches.
        let previews = PreviewOnlyTypes(files: files, types: types, objectiveC: objectiveC)
        previewFiles = Set(files.indices.filter { previews.holdsOnlyPreviews(files[$0]) })
        previewTypes = previews.names
        // Held once: a file of 400,000 top-level constants would keep a second copy to the run's peak.
        for position in self.files.indices { self.files[position].globals = [] }
        let counted = files.indices.filter { counts(files[$0].file) && !previewFiles.contains($0) }
        let reads = Self.reads(of: files, at: counted, runner: runner)
        (caseUses, iterated, memberReads, typeMemberReads) = (reads.caseUses, reads.iterated, reads.memberReads, reads.typeMemberReads)
        guard !objectiveC.isEmpty else { return }
        memberReads.formUnion(objectiveC)
        objectiveCReads = objectiveC
        for (name, info) in types where info.isEnum {
            for item in info.cases where objectiveC.contains(name + item.name.prefix(1).uppercased() + item.name.dropFirst()) {
                caseUses.insert(name + "." + item.name)
            }
        }
    }

    private mutating func add(_ type: SwiftTypeFacts) {
        var info = types[type.name, default: TypeInfo()]
        if type.kind == .enum { info.isEnum = true }
        if type.kind != .extension { info.isExtendedOnly = false }
        info.inherited += type.inherited
        info.cases += type.cases
        for member in type.members { info.members[member.name, default: []].append(member) }
        types[type.name] = info
        if type.path.count > 1 { types[type.path[type.path.count - 2], default: TypeInfo()].nested.insert(type.name) }
    }

    /// Whether a value of type `name` is text made from text: an Objective-C string typedef, or a
    /// struct of the project's that is `RawRepresentable` or `ExpressibleByStringLiteral`.
    func isStringType(_ name: String) -> Bool {
        if objectiveCStringTypes.contains(name) { return true }
        guard let info = types[name], !info.isEnum else { return false }
        return info.inherited.contains { $0 == "RawRepresentable" || $0 == "ExpressibleByStringLiteral" }
    }

    /// The function a file's position names.
    func function(_ reference: FunctionRef) -> SwiftFunctionFacts {
        files[reference.file].functions[reference.function]
    }

    /// The call a position names.
    func invocation(_ reference: InvocationRef) -> SwiftInvocation {
        files[reference.file].invocations[reference.invocation]
    }

    /// Whether a static property's initializer or getter may run: code that counts reads it, or it is
    /// public while the trace holds no app, whose code is all there is to read it.
    func mayRead(_ member: String, closedWorld: Bool) -> Bool {
        memberReads.contains(member) || !closedWorld && publicStatics.contains(member)
    }

    /// Whether code may read a property as a name: a static through its type's name or inside it, or
    /// as `.member` where that may be it; an instance property by name on any value.
    func mayRead(_ read: NameEvidence.MemberRead, closedWorld: Bool) -> Bool {
        guard let type = read.type else { return mayRead(read.member, closedWorld: closedWorld) }
        if typeMemberReads.contains(SwiftTypeMember(type: type, member: read.member)) || objectiveCReads.contains(read.member) { return true }
        return read.implicitly && memberReads.contains(read.member) || !closedWorld && publicStatics.contains(read.member)
    }

    /// The cases of enum `name` that code may hold: every case where it is iterated, decoded or built
    /// from a raw value; else the cases code names.
    func reachableCases(of name: String) -> [SwiftCaseFacts] {
        guard let info = types[name] else { return [] }
        let decoded = info.inherited.contains { ["Codable", "Decodable"].contains($0) }
        if iterated.contains(name) || decoded { return info.cases }
        return info.cases.filter { caseUses.contains(name + "." + $0.name) || caseUses.contains("." + $0.name) }
    }

    /// Every enum and static member name and where it is first declared (`file:line:column`): a bare
    /// `.name` may be one of them.
    func memberPlaces() -> [String: String] {
        var places: [String: (file: String, place: SourcePlace)] = [:]
        func note(_ name: String, _ file: String, _ place: SourcePlace) {
            if let known = places[name], (known.file, known.place.line, known.place.column) <= (file, place.line, place.column) { return }
            places[name] = (file, place)
        }
        for file in files {
            for type in file.types {
                for item in type.cases { note(item.name, file.file, item.place) }
                for member in type.members where member.isStatic { note(member.name, file.file, member.place) }
            }
        }
        return places.mapValues { "\($0.file):\($0.place.line):\($0.place.column)" }
    }

    /// Whether `type`, as written for a context (`TelemetryEventMethod?`, `Telemetry.Method`), is one of the
    /// project's own types (not only extended, as `UIImage` is) with a case or member `name`.
    func declaresMember(_ name: String, ofContext type: String?) -> Bool {
        guard let type else { return false }
        // `[NostrKind]?`, `Telemetry.Method!`, `Handler<T>`: the type itself.
        let written = type.prefix { $0 != "<" }.filter { !"?![] ".contains($0) }
        let last = String(written.split(separator: ".").last ?? "")
        guard let info = types[last], !info.isExtendedOnly else { return false }
        return info.cases.contains { $0.name == name } || info.members[name] != nil
    }

    /// Whether the project declares a type of that name (not only extends one, as `UIImage`).
    func declaresType(_ name: String) -> Bool {
        types[name].map { !$0.isExtendedOnly } ?? false
    }

    /// Whether the project writes a static member `name` in an extension of `type` (`extension UIImage { static let lockOpen = … }`).
    func declaresStatic(_ name: String, on type: String) -> Bool {
        types[type]?.members[name]?.contains(where: \.isStatic) ?? false
    }
}

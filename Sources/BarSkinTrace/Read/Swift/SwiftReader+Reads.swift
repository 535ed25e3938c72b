import BarSkinCore
import SwiftSyntax

/// What code reads, for the index to ask: the member names (a static's initializer runs only when
/// read, a `switch self` property's names matter only when read) and the type names with the types
/// whose code uses them (a type only previews use is the canvas's, not the app's).
extension SwiftFileVisitor {
    /// A name inside a type's body may be one of its members, read through an implicit `self`.
    /// A local or parameter of that name is what it reads, no member.
    func enter(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if name.startsUppercase {
            noteTypeUse(name)
        } else if let function = currentFunction, let position = parameterPosition(name) {
            if !accessorsOnly, !facts.functions[function].parameters[position].readAsName, !isOtherThanAName(node) {
                facts.functions[function].parameters[position].readAsName = true
            }
        } else if !typePath.isEmpty, scopes.lastIndex(where: { $0[name] != nil }) == nil {
            noteRead(name, at: Syntax(node), on: typePath)
        }
        return .visitChildren
    }

    /// A type written in a declaration (`var list: AppImagesView`).
    func enter(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        noteTypeUse(node.name.text)
        return .visitChildren
    }

    /// A `#Preview { }`: the types its body uses are used by a preview only.
    func enter(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previews += 1 }
        return .visitChildren
    }

    /// The end of a `#Preview { }`.
    func leave(_ node: MacroExpansionDeclSyntax) {
        if node.macroName.text == "Preview" { previews -= 1 }
    }

    /// A capitalized name used, with the outermost type whose code uses it (the declaring type itself does not count).
    func noteTypeUse(_ name: String) {
        guard !accessorsOnly, name != typePath.first else { return }
        facts.typeUses[name, default: []].insert(outermostContext ?? "")
    }

    /// A member name read, with the types it may be read on. A bare capitalized name is a type's, never
    /// a member's, but after a dot it is a member like any other (WWDC's `static var PUISpeedHalf: NSImage`,
    /// read as `.PUISpeedHalf`). A read whose value is only a key or an SF Symbol's name
    /// (`message[Keys.bolus]`, `Image(systemName: item.symbolName)`) names no image, so it counts for nothing.
    func noteRead(_ name: String, at node: Syntax, on types: [String] = []) {
        guard !name.isEmpty, node.is(MemberAccessExprSyntax.self) || name.startsLowercase, !accessorsOnly else { return }
        // Read on a value again (`model.name`): noted already, there is nothing to add, whatever this read's context.
        if types.isEmpty, facts.memberReads.contains(name) { return }
        guard !isOtherThanAName(node) else { return }
        facts.memberReads.insert(name)
        for type in types { facts.typeMemberReads.insert(SwiftTypeMember(type: type, member: name)) }
    }
}

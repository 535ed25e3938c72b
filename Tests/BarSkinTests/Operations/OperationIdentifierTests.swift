import BarSkin
import Testing

/// Manifests record each operation by its identifier, written out parameter by
/// parameter, never through a type's printed name (which changes with its module).
struct OperationIdentifierTests {
    @Test func aStretchNamesItsCapsInPlainText() {
        let operation = StretchOperation(width: 320, height: 49, caps: .given(.insets(CapInsets(top: 0, left: 5, bottom: 0, right: 5), .stretch)),
                                         shrinkingCaps: false)
        #expect(operation.identifier == "stretch/2 size=320x49 caps=given(insets(0,5,0,5) stretch) shrink=false")
        let legacy = StretchOperation(width: 80, height: 30, caps: .given(.legacy(leftCap: 4, topCap: 0)), shrinkingCaps: true)
        #expect(legacy.identifier == "stretch/2 size=80x30 caps=given(legacy(4,0)) shrink=true")
        #expect(StretchOperation(width: 9, height: 9, caps: .ninePatchFrame, shrinkingCaps: false).identifier
                == "stretch/2 size=9x9 caps=ninepatch-frame shrink=false")
    }

    @Test func aNinePatchNamesItsCapsAndPadding() {
        let operation = NinePatchOperation(caps: .insets(CapInsets(top: 2, left: 3, bottom: 3, right: 3), .tile),
                                           contentInsets: CapInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(operation.identifier == "ninepatch/2 caps=insets(2,3,3,3) tile padding=1,1,1,1")
        #expect(NinePatchOperation(caps: .legacy(leftCap: 2, topCap: 2), contentInsets: nil).identifier == "ninepatch/2 caps=legacy(2,2) padding=none")
    }

    @Test func noIdentifierNamesAModule() {
        let identifiers = [
            StretchOperation(width: 1, height: 1, caps: .given(.legacy(leftCap: 0, topCap: 0)), shrinkingCaps: false).identifier,
            NinePatchOperation(caps: .legacy(leftCap: 0, topCap: 0), contentInsets: nil).identifier,
            TintOperation(style: .classic).identifier, GlowOperation.glow.identifier,
        ]
        for identifier in identifiers { #expect(!identifier.contains("BarSkin"), "\(identifier)") }
    }
}

import BarSkin
import Testing

/// Manifests record operations by identifiers that print some parameters through
/// their default descriptions, which name each type's module. The types moved out of
/// the module `BarSkin` when the library was split; the recorded text did not, so a
/// manifest written before the split still matches and an upgrade redraws nothing.
struct RecordedIdentifierTests {
    @Test func aStretchWithGivenCapsIsRecordedAsBeforeTheSplit() {
        let operation = StretchOperation(width: 320, height: 49, caps: .given(.insets(CapInsets(top: 0, left: 5, bottom: 0, right: 5), .stretch)),
                                         shrinkingCaps: false)
        #expect(operation.identifier.contains("BarSkinArt.CapInsets"))
        #expect(operation.recordedIdentifier == "stretch/1 size=320x49 caps=given(BarSkin.CapSpecification.insets(BarSkin.CapInsets(top: 0, left: 5, "
            + "bottom: 0, right: 5), BarSkin.ResizingMode.stretch)) shrink=false")
    }

    @Test func aNinePatchIsRecordedAsBeforeTheSplit() {
        let operation = NinePatchOperation(caps: .insets(CapInsets(top: 2, left: 3, bottom: 3, right: 3), .tile),
                                           contentInsets: CapInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(operation.recordedIdentifier == "ninepatch/1 caps=insets(BarSkin.CapInsets(top: 2, left: 3, bottom: 3, right: 3), BarSkin.ResizingMode.tile) "
            + "padding=CapInsets(top: 1, left: 1, bottom: 1, right: 1)")
    }

    @Test func textWithoutTheLibrarysModulesIsKept() {
        #expect(IdentityText.stable("tint/2 mask=alpha item=icon") == "tint/2 mask=alpha item=icon")
        #expect(IdentityText.stable("a BarSkinCore.X and a BarSkinTrace.Y") == "a BarSkin.X and a BarSkin.Y")
    }
}

import XCTest

final class SnapshotTests: XCTestCase {
    func testPhoto() {
        XCTAssertNotNil(UIImage(named: "fixture_photo", in: Bundle(for: Self.self), compatibleWith: nil))
        // A test that loads an app image does not make it used by the app.
        _ = UIImage(named: "orphan")
        // Hosted: this looks in the app's bundle, which lacks it.
        _ = UIImage(named: "stray")
    }
}

@testable import BarSkinTrace
import Testing

/// A Run Script phase that copies art into the product ships the folders it names
/// (ownCloud's branding PNGs); a script that copies nothing into the product ships nothing.
struct ShellScriptCopiesTests {
    @Test func theFoldersACopyIntoTheProductNames() {
        let script = """
            #!/bin/bash
            ASSETS_SOURCE_FOLDER="${PROJECT_DIR}/ownCloud/Resources/Theming/com.owncloud.ios-app/"
            ASSETS_FILE_COUNT=$(ls -A "${PROJECT_DIR}/ownCloud/Resources/Theming/branding-assets/"branding-*.png | wc -l)
            cp "${ASSETS_SOURCE_FOLDER}"branding-*.png "${TARGET_BUILD_DIR}/${UNLOCALIZED_RESOURCES_FOLDER_PATH}/"
            rsync -a $(SRCROOT)/Art/Icons/*.png "$BUILT_PRODUCTS_DIR/$WRAPPER_NAME"
            cp ${SRCROOT}/../Outside/x.png "$TARGET_BUILD_DIR"
            """
        #expect(ShellScriptCopies.folders(in: script, projectFolder: "/p") == [
            "/p/Art/Icons",
            "/p/ownCloud/Resources/Theming/branding-assets",
            "/p/ownCloud/Resources/Theming/com.owncloud.ios-app",
        ])
    }

    @Test(arguments: [
        "\"${SRCROOT}/Scripts/swiftlint.sh\" --strict",
        "cp \"${SRCROOT}/Config/GoogleService-Info.plist\" /tmp/backup",
        "echo ${PROJECT_DIR}/Art > \"$TARGET_BUILD_DIR/list.txt\"",
    ])
    func aScriptThatCopiesNothingIntoTheProductShipsNothing(script: String) {
        #expect(ShellScriptCopies.folders(in: script, projectFolder: "/p").isEmpty)
    }
}

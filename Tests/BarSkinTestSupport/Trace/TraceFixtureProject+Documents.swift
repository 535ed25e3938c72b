/// The fixture's xibs and Info.plist; line numbers in tests refer to these literals.
extension TraceFixtureProject {
    /// A xib in the legacy archive format (App/Legacy.xib).
    public static let legacyXib = #"""
<?xml version="1.0" encoding="UTF-8"?>
<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
	<data>
		<object class="IBUIImageView" id="100">
			<object class="NSCustomResource" key="IBUIImage">
				<string key="NSClassName">NSImage</string>
				<string key="NSResourceName">logo.png</string>
			</object>
		</object>
		<object class="IBUIButton" id="101">
			<object class="NSCustomResource" key="IBUIHighlightedImage" id="55">
				<string key="NSClassName">NSImage</string>
				<string key="NSResourceName">btn_play.png</string>
			</object>
			<reference key="IBUINormalImage" ref="55"/>
			<reference key="IBUISelectedImage" ref="55"/>
			<reference key="NSNextResponder" ref="100"/>
		</object>
		<dictionary class="NSMutableDictionary" key="IBDocument.LastKnownImageSizes">
			<string key="logo.png">{120, 40}</string>
		</dictionary>
	</data>
</archive>
"""#

    /// A table cell xib (App/Cell.xib).
    public static let cellXib = #"""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
    <objects>
        <tableViewCell id="c1">
            <slider minimumValueImage="vol_low" maximumValueImage="Icons/star" id="s1"/>
            <textField background="field_bg.png" id="t1"/>
        </tableViewCell>
    </objects>
</document>
"""#

    /// The app's Info.plist (App/Info.plist).
    public static let infoPlist = #"""
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleIcons</key>
	<dict>
		<key>CFBundlePrimaryIcon</key>
		<dict>
			<key>CFBundleIconName</key>
			<string>AppIcon</string>
			<key>CFBundleIconFiles</key>
			<array>
				<string>btn_play</string>
			</array>
		</dict>
	</dict>
	<key>UILaunchImages</key>
	<array>
		<dict>
			<key>UILaunchImageName</key>
			<string>launch_logo</string>
		</dict>
	</array>
	<key>UILaunchStoryboardName</key>
	<string>Launch</string>
	<key>UIMainStoryboardFile</key>
	<string>Main</string>
</dict>
</plist>
"""#
}

<?php
// Installs a WordPress site with WordPress's own installer functions, as its web installer would
// (topology/src/wordpress/real-wordpress.mjs): `php install.php <settings.json>`. Prints, as JSON,
// the marketing editor's login and a new application password, and the ids of the other users.
$settings = json_decode(file_get_contents($argv[1]), true);
define('ABSPATH', rtrim($settings['site'], '/') . '/');
define('WP_INSTALLING', true);
$_SERVER['HTTP_HOST'] = parse_url($settings['url'], PHP_URL_HOST) . (parse_url($settings['url'], PHP_URL_PORT) ? ':' . parse_url($settings['url'], PHP_URL_PORT) : '');
$_SERVER['REQUEST_URI'] = '/';
require ABSPATH . 'wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

// No mail leaves a test's WordPress (Debian's has no sendmail here anyway).
add_filter('pre_wp_mail', '__return_false');

if (!is_blog_installed()) {
    wp_install($settings['title'], 'admin', 'admin@example.com', false, '', $settings['adminPassword']);
}
// The site's address (home: REST links, permalinks) is where visitors read it; WordPress's own (siteurl:
// wp-login, wp-admin and their scripts) is where its editors work, which the front does not serve.
update_option('siteurl', $settings['adminUrl'] ?? $settings['url']);
update_option('home', $settings['url']);
// The malls' time: WordPress shows and schedules in it.
update_option('timezone_string', 'Asia/Kolkata');
update_option('date_format', 'j F Y');
update_option('time_format', 'H:i');
update_option('permalink_structure', '/%postname%/');
update_option('gfm_site_url', $settings['directoryUrl']);
// Nobody is sent to the "Welcome" panel or told about the sample content.
update_option('show_on_front', 'posts');
wp_delete_post(1, true);
wp_delete_post(2, true);
wp_delete_post(3, true);

$ids = [];
foreach ($settings['users'] as $user) {
    $existing = get_user_by('login', $user['login']);
    $fields = [
        'user_login' => $user['login'],
        'user_pass' => $user['password'],
        'user_email' => $user['login'] . '@example.com',
        'role' => $user['role'],
        'display_name' => $user['name'],
        'first_name' => $user['name'],
        'description' => $user['description'] ?? '',
    ];
    $id = $existing ? wp_update_user(['ID' => $existing->ID] + $fields) : wp_insert_user($fields);
    if (is_wp_error($id)) {
        fwrite(STDERR, $id->get_error_message() . "\n");
        exit(1);
    }
    // The welcome pointers of wp-admin are dismissed: the screenshots show the screens as used.
    update_user_meta($id, 'dismissed_wp_pointers', 'wp496_privacy,theme_editor_notice');
    update_user_meta($id, 'show_welcome_panel', 0);
    $ids[$user['login']] = $id;
}
$editor = get_user_by('login', $settings['editor']);
[$applicationPassword] = WP_Application_Passwords::create_new_application_password($editor->ID, ['name' => 'site tests']);
echo json_encode(['editor' => $settings['editor'], 'applicationPassword' => $applicationPassword, 'users' => $ids]);

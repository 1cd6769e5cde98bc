<?php
/**
 * Plugin Name: Global Foyer Mall — offers, events and hours
 * Description: Offers, events and opening-hours exceptions of the malls, edited by the marketing staff (the Editor role) and read by the site through the REST API. Shipped by the site's repository (deploy/wordpress); a must-use plugin, active without a click.
 * Version: 1.0.0
 * Requires at least: 6.1
 * Requires PHP: 8.0
 *
 * What it adds, and nothing more: three post types, their fields (registered
 * for the REST API, so the site reads them as `meta`), a box of fields on each
 * edit screen, and columns in their lists. Every time is the mall's own
 * (Asia/Kolkata), written as the browser's date inputs write it. The site
 * checks everything again before it shows it: a value this plugin lets
 * through but the site cannot use is left out and listed for the editors
 * (docs/editors.md).
 */

defined('ABSPATH') || exit;

/** The malls, by the ids the site uses. */
const GFM_MALLS = ['gfm43' => 'Sector 43', 'gfmpalam' => 'Palam Vihar'];

/** The post types, with their REST base and their fields (each a string but the malls). */
function gfm_content_types(): array
{
    return [
        'gfm_offer' => [
            'rest_base' => 'gfm-offers',
            'singular' => 'Offer',
            'plural' => 'Offers',
            'icon' => 'dashicons-tag',
            'supports' => ['title', 'editor', 'thumbnail', 'revisions', 'custom-fields'],
            'fields' => ['gfm_starts', 'gfm_ends', 'gfm_shop'],
        ],
        'gfm_event' => [
            'rest_base' => 'gfm-events',
            'singular' => 'Event',
            'plural' => 'Events',
            'icon' => 'dashicons-calendar-alt',
            'supports' => ['title', 'editor', 'thumbnail', 'revisions', 'custom-fields'],
            'fields' => ['gfm_starts', 'gfm_ends', 'gfm_place'],
        ],
        'gfm_hours' => [
            'rest_base' => 'gfm-hours',
            'singular' => 'Opening hours change',
            'plural' => 'Opening hours changes',
            'icon' => 'dashicons-clock',
            'supports' => ['title', 'revisions', 'custom-fields'],
            'fields' => ['gfm_day', 'gfm_through', 'gfm_opens', 'gfm_closes', 'gfm_closed'],
        ],
    ];
}

/** What each field is, for the REST API's schema and the edit screen. */
function gfm_content_fields(): array
{
    return [
        'gfm_starts' => ['label' => 'Starts', 'input' => 'datetime-local', 'help' => 'The day and time it begins, in the mall’s time (India).'],
        'gfm_ends' => ['label' => 'Ends', 'input' => 'datetime-local', 'help' => 'The day and time it is over: the site stops showing it at that minute.'],
        'gfm_shop' => ['label' => 'Shop', 'input' => 'shop', 'help' => 'The shop this offer is at, from the mall’s directory. Leave empty for an offer of the whole mall.'],
        'gfm_place' => ['label' => 'Place in the mall', 'input' => 'text', 'help' => 'Where it happens, as a visitor would look for it: “Atrium, ground floor”.'],
        'gfm_day' => ['label' => 'Day', 'input' => 'date', 'help' => 'The day the mall’s hours are different.'],
        'gfm_through' => ['label' => 'Last day (optional)', 'input' => 'date', 'help' => 'For several days in a row, the last of them; empty for one day.'],
        'gfm_opens' => ['label' => 'Opens at', 'input' => 'time', 'help' => 'The mall’s opening time that day.'],
        'gfm_closes' => ['label' => 'Closes at', 'input' => 'time', 'help' => 'Its closing time. Midnight (00:00, or 12:00 AM) is the end of that day; a time earlier than the opening is the next morning.'],
        'gfm_closed' => ['label' => 'Closed all day', 'input' => 'checkbox', 'help' => 'The mall does not open that day (the times are then ignored).'],
    ];
}

add_action('init', 'gfm_content_register');

function gfm_content_register(): void
{
    // The site's banners are two wide for one high: WordPress cuts each picture to that shape in two widths.
    add_image_size('gfm-banner-768', 768, 384, true);
    add_image_size('gfm-banner-1536', 1536, 768, true);
    foreach (gfm_content_types() as $type => $info) {
        register_post_type($type, [
            'labels' => [
                'name' => $info['plural'],
                'singular_name' => $info['singular'],
                'add_new' => 'Add ' . strtolower($info['singular']),
                'add_new_item' => 'Add ' . strtolower($info['singular']),
                'edit_item' => 'Edit ' . strtolower($info['singular']),
                'new_item' => 'New ' . strtolower($info['singular']),
                'view_item' => 'View ' . strtolower($info['singular']),
                'search_items' => 'Search ' . strtolower($info['plural']),
                'not_found' => 'No ' . strtolower($info['plural']) . ' yet',
                'not_found_in_trash' => 'No ' . strtolower($info['plural']) . ' in the bin',
                'all_items' => 'All ' . strtolower($info['plural']),
                'menu_name' => $info['plural'],
            ],
            // Shown by the site, not by WordPress's theme: no pages of their own, but in the menu and the REST API.
            'public' => false,
            'show_ui' => true,
            'show_in_menu' => true,
            'show_in_admin_bar' => true,
            'show_in_rest' => true,
            'rest_base' => $info['rest_base'],
            'menu_position' => 5,
            'menu_icon' => $info['icon'],
            // The Editor role may write, publish and delete them, as it may posts.
            'capability_type' => 'post',
            'map_meta_cap' => true,
            'supports' => $info['supports'],
            'has_archive' => false,
            'rewrite' => false,
            'query_var' => false,
        ]);
        register_post_meta($type, 'gfm_malls', [
            'type' => 'array',
            'single' => true,
            'default' => [],
            'description' => 'The malls it is for: gfm43 (Sector 43), gfmpalam (Palam Vihar), or both.',
            'show_in_rest' => ['schema' => ['type' => 'array', 'items' => ['type' => 'string', 'enum' => array_keys(GFM_MALLS)]]],
            'auth_callback' => 'gfm_content_can_edit',
        ]);
        foreach ($info['fields'] as $field) {
            $checkbox = gfm_content_fields()[$field]['input'] === 'checkbox';
            register_post_meta($type, $field, [
                'type' => $checkbox ? 'boolean' : 'string',
                'single' => true,
                'default' => $checkbox ? false : '',
                'description' => gfm_content_fields()[$field]['help'],
                'show_in_rest' => true,
                // Kept as written (trimmed): the site checks every value and lists what it cannot use.
                'sanitize_callback' => $checkbox ? 'rest_sanitize_boolean' : 'gfm_content_trimmed',
                'auth_callback' => 'gfm_content_can_edit',
            ]);
        }
    }
}

function gfm_content_can_edit($allowed, $meta_key, $post_id): bool
{
    return current_user_can('edit_post', $post_id);
}

function gfm_content_trimmed($value): string
{
    return trim(wp_strip_all_tags((string) $value));
}

// The REST API shows a post type's `meta` only when it supports custom fields; the fields are then
// protected, so that WordPress's own Custom Fields box neither lists them nor saves them a second time.
add_filter('is_protected_meta', function ($protected, $key) {
    return str_starts_with((string) $key, 'gfm_') ? true : $protected;
}, 10, 2);

// Pictures (the Featured image box) for these types whatever the theme, and with no theme at all; merged
// with what the theme declares (WordPress keeps a theme's own list, or its "all").
add_action('after_setup_theme', function (): void {
    add_theme_support('post-thumbnails', ['gfm_offer', 'gfm_event']);
}, 20);

// The classic edit screen: the fields sit beside the text, and a marketing person sees one form.
add_filter('use_block_editor_for_post_type', function ($use, $type) {
    return array_key_exists($type, gfm_content_types()) ? false : $use;
}, 10, 2);

add_action('add_meta_boxes', function (): void {
    foreach (gfm_content_types() as $type => $info) {
        add_meta_box('gfm_content_fields', $info['singular'] . ' details', 'gfm_content_box', $type, 'normal', 'high');
        // The fields are in the box above; WordPress's own Custom Fields box would only confuse.
        remove_meta_box('postcustom', $type, 'normal');
    }
}, 20);

/** The box of fields on an edit screen. */
function gfm_content_box(WP_Post $post): void
{
    $info = gfm_content_types()[$post->post_type];
    wp_nonce_field('gfm_content_save', 'gfm_content_nonce');
    $malls = (array) get_post_meta($post->ID, 'gfm_malls', true);
    echo '<style>.gfm-fields th{width:11em;text-align:left;vertical-align:top;padding-top:10px}.gfm-fields td p{margin:2px 0 0;color:#50575e}.gfm-fields input[type=text],.gfm-fields select{min-width:22em}</style>';
    echo '<table class="form-table gfm-fields" role="presentation"><tbody>';
    echo '<tr><th scope="row">Mall</th><td><fieldset><legend class="screen-reader-text">Mall</legend>';
    foreach (GFM_MALLS as $id => $name) {
        printf(
            '<label><input type="checkbox" name="gfm_malls[]" value="%s"%s> %s</label><br>',
            esc_attr($id),
            checked(in_array($id, $malls, true), true, false),
            esc_html($name)
        );
    }
    echo '<p>Tick one mall, or both.</p></fieldset></td></tr>';
    foreach ($info['fields'] as $field) {
        $meta = gfm_content_fields()[$field];
        $value = get_post_meta($post->ID, $field, true);
        $id = 'gfm-field-' . $field;
        printf('<tr><th scope="row"><label for="%s">%s</label></th><td>', esc_attr($id), esc_html($meta['label']));
        if ($meta['input'] === 'checkbox') {
            printf('<input type="checkbox" id="%s" name="%s" value="1"%s>', esc_attr($id), esc_attr($field), checked((bool) $value, true, false));
        } elseif ($meta['input'] === 'shop') {
            gfm_content_shop_select($id, $field, (string) $value);
        } else {
            printf(
                '<input type="%s" id="%s" name="%s" value="%s"%s>',
                esc_attr($meta['input']),
                esc_attr($id),
                esc_attr($field),
                esc_attr((string) $value),
                $meta['input'] === 'text' ? ' class="regular-text"' : ''
            );
        }
        printf('<p>%s</p></td></tr>', esc_html($meta['help']));
    }
    echo '</tbody></table>';
    if ($post->post_type !== 'gfm_hours') {
        echo '<p>The picture is the <strong>Featured image</strong> (in the side column): at least 1536 × 768 pixels, two wide for one high; the middle of a picture of another shape is kept. Times are the mall’s (India).</p>';
    }
}

/** The shop field: a list of the mall's directory as the site publishes it, or a text field when it cannot be read. */
function gfm_content_shop_select(string $id, string $name, string $value): void
{
    $shops = gfm_content_directory();
    if ($shops === []) {
        printf('<input type="text" id="%s" name="%s" value="%s" class="regular-text">', esc_attr($id), esc_attr($name), esc_attr($value));
        echo '<p><strong>The malls’ directories cannot be read right now</strong>: write the shop’s id as its page’s address ends (/gfmpalam/shops/<em>TF-24</em>).</p>';
        return;
    }
    printf('<select id="%s" name="%s"><option value="">— The whole mall, no one shop —</option>', esc_attr($id), esc_attr($name));
    $known = false;
    foreach (GFM_MALLS as $mall => $mall_name) {
        printf('<optgroup label="%s">', esc_attr($mall_name));
        foreach ($shops as $shop) {
            if ($shop['mall'] !== $mall) {
                continue;
            }
            $selected = $shop['id'] === $value;
            $known = $known || $selected;
            printf(
                '<option value="%s"%s>%s (%s)</option>',
                esc_attr($shop['id']),
                selected($selected, true, false),
                esc_html($shop['name']),
                esc_html($shop['category'])
            );
        }
        echo '</optgroup>';
    }
    if ($value !== '' && !$known) {
        printf('<option value="%s" selected>%s — not in the directory</option>', esc_attr($value), esc_html($value));
    }
    echo '</select>';
}

/**
 * The malls' shops as the site's search lists them (`/api/search-index` of the
 * site): each with its mall, id (its page's last segment), name and category.
 * Read at most every ten minutes; the last list read stays for when the site
 * cannot be reached.
 */
function gfm_content_directory(): array
{
    $cached = get_transient('gfm_content_directory');
    if (is_array($cached)) {
        return $cached;
    }
    $site = defined('GFM_SITE_URL') ? GFM_SITE_URL : (string) get_option('gfm_site_url', '');
    $shops = [];
    if ($site !== '') {
        $response = wp_remote_get(rtrim($site, '/') . '/api/search-index', ['timeout' => 3]);
        $entries = is_wp_error($response) ? null : json_decode(wp_remote_retrieve_body($response), true);
        if (is_array($entries)) {
            foreach ($entries as $entry) {
                if (!is_array($entry) || !isset($entry['mall'], $entry['name'], $entry['href']) || !isset(GFM_MALLS[$entry['mall']])) {
                    continue;
                }
                $shops[] = [
                    'mall' => (string) $entry['mall'],
                    'id' => rawurldecode(basename((string) $entry['href'])),
                    'name' => (string) $entry['name'],
                    'category' => (string) ($entry['category'] ?? ''),
                ];
            }
            usort($shops, fn($a, $b) => strcasecmp($a['name'], $b['name']));
        }
    }
    if ($shops !== []) {
        update_option('gfm_content_directory_copy', $shops, false);
        set_transient('gfm_content_directory', $shops, 10 * MINUTE_IN_SECONDS);
        return $shops;
    }
    $copy = get_option('gfm_content_directory_copy', []);
    set_transient('gfm_content_directory', is_array($copy) ? $copy : [], MINUTE_IN_SECONDS);
    return is_array($copy) ? $copy : [];
}

foreach (array_keys(gfm_content_types()) as $gfm_type) {
    add_action('save_post_' . $gfm_type, 'gfm_content_save', 10, 2);
}

/** Saves the box's fields with the post (the REST API writes them as `meta` itself). */
function gfm_content_save(int $post_id, WP_Post $post): void
{
    if (!isset($_POST['gfm_content_nonce']) || !wp_verify_nonce(sanitize_key($_POST['gfm_content_nonce']), 'gfm_content_save')) {
        return;
    }
    if ((defined('DOING_AUTOSAVE') && DOING_AUTOSAVE) || !current_user_can('edit_post', $post_id)) {
        return;
    }
    $malls = array_values(array_intersect(array_keys(GFM_MALLS), array_map('sanitize_key', (array) ($_POST['gfm_malls'] ?? []))));
    update_post_meta($post_id, 'gfm_malls', $malls);
    foreach (gfm_content_types()[$post->post_type]['fields'] as $field) {
        if (gfm_content_fields()[$field]['input'] === 'checkbox') {
            update_post_meta($post_id, $field, !empty($_POST[$field]));
        } else {
            update_post_meta($post_id, $field, gfm_content_trimmed(wp_unslash($_POST[$field] ?? '')));
        }
    }
}

// The lists: the malls and the dates beside each title, so what is on and what is over can be told apart.
foreach (array_keys(gfm_content_types()) as $gfm_type) {
    add_filter('manage_' . $gfm_type . '_posts_columns', function (array $columns) use ($gfm_type): array {
        $date = $columns['date'] ?? null;
        unset($columns['date']);
        $columns['gfm_malls'] = 'Mall';
        if ($gfm_type === 'gfm_hours') {
            $columns['gfm_day'] = 'Day';
            $columns['gfm_hours'] = 'Hours';
        } else {
            $columns['gfm_starts'] = 'Starts';
            $columns['gfm_ends'] = 'Ends';
        }
        if ($date !== null) {
            $columns['date'] = $date;
        }
        return $columns;
    });
    add_action('manage_' . $gfm_type . '_posts_custom_column', 'gfm_content_column', 10, 2);
}

function gfm_content_column(string $column, int $post_id): void
{
    if ($column === 'gfm_malls') {
        $names = array_map(fn($id) => GFM_MALLS[$id] ?? $id, (array) get_post_meta($post_id, 'gfm_malls', true));
        echo esc_html($names === [] ? '— none —' : implode(', ', $names));
    } elseif ($column === 'gfm_hours') {
        if (get_post_meta($post_id, 'gfm_closed', true)) {
            echo 'Closed';
        } else {
            echo esc_html(get_post_meta($post_id, 'gfm_opens', true) . '–' . get_post_meta($post_id, 'gfm_closes', true));
        }
    } elseif ($column === 'gfm_day') {
        $through = (string) get_post_meta($post_id, 'gfm_through', true);
        echo esc_html(get_post_meta($post_id, 'gfm_day', true) . ($through !== '' ? ' to ' . $through : ''));
    } elseif (str_starts_with($column, 'gfm_')) {
        echo esc_html(str_replace('T', ' ', (string) get_post_meta($post_id, $column, true)));
    }
}

/**
 * A scheduled one is published at its time even when WordPress's own cron has
 * not run since (it runs only when someone visits WordPress): each time the
 * site reads a list of them, those whose time has come are published first.
 */
add_filter('rest_pre_dispatch', function ($result, $server, WP_REST_Request $request) {
    if (!preg_match('#^/wp/v2/gfm-(offers|events|hours)#', $request->get_route())) {
        return $result;
    }
    $due = get_posts([
        'post_type' => array_keys(gfm_content_types()),
        'post_status' => 'future',
        'fields' => 'ids',
        'numberposts' => 20,
        'suppress_filters' => false,
        'date_query' => [['column' => 'post_date_gmt', 'before' => current_time('mysql', true), 'inclusive' => true]],
    ]);
    foreach ($due as $id) {
        check_and_publish_future_post($id);
    }
    return $result;
}, 10, 3);

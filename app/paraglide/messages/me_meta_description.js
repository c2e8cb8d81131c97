/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Meta_DescriptionInputs */

const en_me_meta_description = /** @type {(inputs: Me_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The events you are going to and the LAN centers and communities you follow.`)
};

const de_me_meta_description = /** @type {(inputs: Me_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Events, zu denen du gehst, und die LAN-Center und Communitys, denen du folgst.`)
};

const fr_me_meta_description = /** @type {(inputs: Me_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les événements auxquels vous participez, et les LAN centers et communautés que vous suivez.`)
};

const es_me_meta_description = /** @type {(inputs: Me_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los eventos a los que vas y los LAN centers y comunidades que sigues.`)
};

const pt_br2_me_meta_description = /** @type {(inputs: Me_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os eventos em que você vai e os LAN centers e comunidades que você segue.`)
};

const ja_me_meta_description = /** @type {(inputs: Me_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加予定のイベントと、フォロー中のLANセンターやコミュニティ。`)
};

const ko_me_meta_description = /** @type {(inputs: Me_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참석할 이벤트와 팔로우하는 LAN 센터 및 커뮤니티.`)
};

/**
* | output |
* | --- |
* | "The events you are going to and the LAN centers and communities you follow." |
*
* @param {Me_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_meta_description = /** @type {((inputs?: Me_Meta_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Meta_DescriptionInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_meta_description(inputs)
	if (locale === "fr") return fr_me_meta_description(inputs)
	if (locale === "es") return es_me_meta_description(inputs)
	if (locale === "pt-BR") return pt_br2_me_meta_description(inputs)
	if (locale === "ja") return ja_me_meta_description(inputs)
	if (locale === "ko") return ko_me_meta_description(inputs)
	return en_me_meta_description(inputs)
});
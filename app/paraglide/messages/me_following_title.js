/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Following_TitleInputs */

const en_me_following_title = /** @type {(inputs: Me_Following_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centers and communities you follow`)
};

const de_me_following_title = /** @type {(inputs: Me_Following_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Center und Communitys, denen du folgst`)
};

const fr_me_following_title = /** @type {(inputs: Me_Following_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centres et communautés que vous suivez`)
};

const es_me_following_title = /** @type {(inputs: Me_Following_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centros y comunidades que sigues`)
};

const pt_br2_me_following_title = /** @type {(inputs: Me_Following_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centros e comunidades que você segue`)
};

const ja_me_following_title = /** @type {(inputs: Me_Following_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォロー中のセンターとコミュニティ`)
};

const ko_me_following_title = /** @type {(inputs: Me_Following_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`팔로우하는 센터와 커뮤니티`)
};

/**
* | output |
* | --- |
* | "Centers and communities you follow" |
*
* @param {Me_Following_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_following_title = /** @type {((inputs?: Me_Following_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Following_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_following_title(inputs)
	if (locale === "fr") return fr_me_following_title(inputs)
	if (locale === "es") return es_me_following_title(inputs)
	if (locale === "pt-BR") return pt_br2_me_following_title(inputs)
	if (locale === "ja") return ja_me_following_title(inputs)
	if (locale === "ko") return ko_me_following_title(inputs)
	return en_me_following_title(inputs)
});
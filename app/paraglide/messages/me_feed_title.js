/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Feed_TitleInputs */

const en_me_feed_title = /** @type {(inputs: Me_Feed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar feed`)
};

const de_me_feed_title = /** @type {(inputs: Me_Feed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalender-Feed`)
};

const fr_me_feed_title = /** @type {(inputs: Me_Feed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flux de calendrier`)
};

const es_me_feed_title = /** @type {(inputs: Me_Feed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feed de calendario`)
};

const pt_br2_me_feed_title = /** @type {(inputs: Me_Feed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feed de calendário`)
};

const ja_me_feed_title = /** @type {(inputs: Me_Feed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カレンダーフィード`)
};

const ko_me_feed_title = /** @type {(inputs: Me_Feed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`캘린더 피드`)
};

/**
* | output |
* | --- |
* | "Calendar feed" |
*
* @param {Me_Feed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_feed_title = /** @type {((inputs?: Me_Feed_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Feed_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_feed_title(inputs)
	if (locale === "fr") return fr_me_feed_title(inputs)
	if (locale === "es") return es_me_feed_title(inputs)
	if (locale === "pt-BR") return pt_br2_me_feed_title(inputs)
	if (locale === "ja") return ja_me_feed_title(inputs)
	if (locale === "ko") return ko_me_feed_title(inputs)
	return en_me_feed_title(inputs)
});
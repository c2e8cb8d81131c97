/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Me_Going_TitleInputs */

const en_me_going_title = /** @type {(inputs: Me_Going_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events you're going to`)
};

const de_me_going_title = /** @type {(inputs: Me_Going_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events, zu denen du gehst`)
};

const fr_me_going_title = /** @type {(inputs: Me_Going_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements auxquels vous participez`)
};

const es_me_going_title = /** @type {(inputs: Me_Going_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos a los que vas`)
};

const pt_br2_me_going_title = /** @type {(inputs: Me_Going_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos em que você vai`)
};

const ja_me_going_title = /** @type {(inputs: Me_Going_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加予定のイベント`)
};

const ko_me_going_title = /** @type {(inputs: Me_Going_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`참석할 이벤트`)
};

/**
* | output |
* | --- |
* | "Events you're going to" |
*
* @param {Me_Going_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const me_going_title = /** @type {((inputs?: Me_Going_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Me_Going_TitleInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_me_going_title(inputs)
	if (locale === "fr") return fr_me_going_title(inputs)
	if (locale === "es") return es_me_going_title(inputs)
	if (locale === "pt-BR") return pt_br2_me_going_title(inputs)
	if (locale === "ja") return ja_me_going_title(inputs)
	if (locale === "ko") return ko_me_going_title(inputs)
	return en_me_going_title(inputs)
});
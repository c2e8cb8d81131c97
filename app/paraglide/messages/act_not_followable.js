/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Act_Not_FollowableInputs */

const en_act_not_followable = /** @type {(inputs: Act_Not_FollowableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page can't be followed.`)
};

const de_act_not_followable = /** @type {(inputs: Act_Not_FollowableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Seite kann man nicht folgen.`)
};

const fr_act_not_followable = /** @type {(inputs: Act_Not_FollowableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de suivre cette page.`)
};

const es_act_not_followable = /** @type {(inputs: Act_Not_FollowableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede seguir esta página.`)
};

const pt_br2_act_not_followable = /** @type {(inputs: Act_Not_FollowableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não é possível seguir esta página.`)
};

const ja_act_not_followable = /** @type {(inputs: Act_Not_FollowableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このページはフォローできません。`)
};

const ko_act_not_followable = /** @type {(inputs: Act_Not_FollowableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`이 페이지는 팔로우할 수 없습니다.`)
};

/**
* | output |
* | --- |
* | "This page can't be followed." |
*
* @param {Act_Not_FollowableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const act_not_followable = /** @type {((inputs?: Act_Not_FollowableInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Act_Not_FollowableInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_act_not_followable(inputs)
	if (locale === "fr") return fr_act_not_followable(inputs)
	if (locale === "es") return es_act_not_followable(inputs)
	if (locale === "pt-BR") return pt_br2_act_not_followable(inputs)
	if (locale === "ja") return ja_act_not_followable(inputs)
	if (locale === "ko") return ko_act_not_followable(inputs)
	return en_act_not_followable(inputs)
});
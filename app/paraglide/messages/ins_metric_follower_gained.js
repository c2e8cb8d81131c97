/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Metric_Follower_GainedInputs */

const en_ins_metric_follower_gained = /** @type {(inputs: Ins_Metric_Follower_GainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Followers gained`)
};

const de_ins_metric_follower_gained = /** @type {(inputs: Ins_Metric_Follower_GainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Follower`)
};

const fr_ins_metric_follower_gained = /** @type {(inputs: Ins_Metric_Follower_GainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnés gagnés`)
};

const es_ins_metric_follower_gained = /** @type {(inputs: Ins_Metric_Follower_GainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguidores ganados`)
};

const pt_br2_ins_metric_follower_gained = /** @type {(inputs: Ins_Metric_Follower_GainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguidores ganhos`)
};

const ja_ins_metric_follower_gained = /** @type {(inputs: Ins_Metric_Follower_GainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`増えたフォロワー`)
};

const ko_ins_metric_follower_gained = /** @type {(inputs: Ins_Metric_Follower_GainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`늘어난 팔로워`)
};

/**
* | output |
* | --- |
* | "Followers gained" |
*
* @param {Ins_Metric_Follower_GainedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_follower_gained = /** @type {((inputs?: Ins_Metric_Follower_GainedInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Metric_Follower_GainedInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_metric_follower_gained(inputs)
	if (locale === "fr") return fr_ins_metric_follower_gained(inputs)
	if (locale === "es") return es_ins_metric_follower_gained(inputs)
	if (locale === "pt-BR") return pt_br2_ins_metric_follower_gained(inputs)
	if (locale === "ja") return ja_ins_metric_follower_gained(inputs)
	if (locale === "ko") return ko_ins_metric_follower_gained(inputs)
	return en_ins_metric_follower_gained(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Metric_Follower_LostInputs */

const en_ins_metric_follower_lost = /** @type {(inputs: Ins_Metric_Follower_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Followers lost`)
};

const de_ins_metric_follower_lost = /** @type {(inputs: Ins_Metric_Follower_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlorene Follower`)
};

const fr_ins_metric_follower_lost = /** @type {(inputs: Ins_Metric_Follower_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnés perdus`)
};

const es_ins_metric_follower_lost = /** @type {(inputs: Ins_Metric_Follower_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguidores perdidos`)
};

const pt_br2_ins_metric_follower_lost = /** @type {(inputs: Ins_Metric_Follower_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguidores perdidos`)
};

const ja_ins_metric_follower_lost = /** @type {(inputs: Ins_Metric_Follower_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`減ったフォロワー`)
};

const ko_ins_metric_follower_lost = /** @type {(inputs: Ins_Metric_Follower_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`줄어든 팔로워`)
};

/**
* | output |
* | --- |
* | "Followers lost" |
*
* @param {Ins_Metric_Follower_LostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_follower_lost = /** @type {((inputs?: Ins_Metric_Follower_LostInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Metric_Follower_LostInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_metric_follower_lost(inputs)
	if (locale === "fr") return fr_ins_metric_follower_lost(inputs)
	if (locale === "es") return es_ins_metric_follower_lost(inputs)
	if (locale === "pt-BR") return pt_br2_ins_metric_follower_lost(inputs)
	if (locale === "ja") return ja_ins_metric_follower_lost(inputs)
	if (locale === "ko") return ko_ins_metric_follower_lost(inputs)
	return en_ins_metric_follower_lost(inputs)
});
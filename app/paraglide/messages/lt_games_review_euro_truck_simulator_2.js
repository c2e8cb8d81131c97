/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lt_Games_Review_Euro_Truck_Simulator_2Inputs */

const en_lt_games_review_euro_truck_simulator_2 = /** @type {(inputs: Lt_Games_Review_Euro_Truck_Simulator_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overwhelmingly positive: calm, detailed driving across Europe`)
};

const de_lt_games_review_euro_truck_simulator_2 = /** @type {(inputs: Lt_Games_Review_Euro_Truck_Simulator_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Äußerst positiv: ruhige, detaillierte Fahrten quer durch Europa`)
};

const fr_lt_games_review_euro_truck_simulator_2 = /** @type {(inputs: Lt_Games_Review_Euro_Truck_Simulator_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extrêmement positives : une conduite paisible et détaillée à travers l’Europe`)
};

const es_lt_games_review_euro_truck_simulator_2 = /** @type {(inputs: Lt_Games_Review_Euro_Truck_Simulator_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremadamente positivas: conducción tranquila y detallada por Europa`)
};

const pt_br2_lt_games_review_euro_truck_simulator_2 = /** @type {(inputs: Lt_Games_Review_Euro_Truck_Simulator_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extremamente positivas: direção calma e detalhada pela Europa`)
};

const ja_lt_games_review_euro_truck_simulator_2 = /** @type {(inputs: Lt_Games_Review_Euro_Truck_Simulator_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`圧倒的に好評：ヨーロッパを巡る穏やかで緻密なドライブ`)
};

const ko_lt_games_review_euro_truck_simulator_2 = /** @type {(inputs: Lt_Games_Review_Euro_Truck_Simulator_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`압도적으로 긍정적: 유럽을 가로지르는 차분하고 세밀한 운전`)
};

/**
* | output |
* | --- |
* | "Overwhelmingly positive: calm, detailed driving across Europe" |
*
* @param {Lt_Games_Review_Euro_Truck_Simulator_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const lt_games_review_euro_truck_simulator_2 = /** @type {((inputs?: Lt_Games_Review_Euro_Truck_Simulator_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lt_Games_Review_Euro_Truck_Simulator_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_lt_games_review_euro_truck_simulator_2(inputs)
	if (locale === "fr") return fr_lt_games_review_euro_truck_simulator_2(inputs)
	if (locale === "es") return es_lt_games_review_euro_truck_simulator_2(inputs)
	if (locale === "pt-BR") return pt_br2_lt_games_review_euro_truck_simulator_2(inputs)
	if (locale === "ja") return ja_lt_games_review_euro_truck_simulator_2(inputs)
	if (locale === "ko") return ko_lt_games_review_euro_truck_simulator_2(inputs)
	return en_lt_games_review_euro_truck_simulator_2(inputs)
});
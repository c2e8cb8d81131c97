/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ins_Metric_DirectionsInputs */

const en_ins_metric_directions = /** @type {(inputs: Ins_Metric_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direction requests`)
};

const de_ins_metric_directions = /** @type {(inputs: Ins_Metric_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Routenanfragen`)
};

const fr_ins_metric_directions = /** @type {(inputs: Ins_Metric_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes d'itinéraire`)
};

const es_ins_metric_directions = /** @type {(inputs: Ins_Metric_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes de ruta`)
};

const pt_br2_ins_metric_directions = /** @type {(inputs: Ins_Metric_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos de rota`)
};

const ja_ins_metric_directions = /** @type {(inputs: Ins_Metric_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`経路の検索数`)
};

const ko_ins_metric_directions = /** @type {(inputs: Ins_Metric_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`길찾기 요청 수`)
};

/**
* | output |
* | --- |
* | "Direction requests" |
*
* @param {Ins_Metric_DirectionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const ins_metric_directions = /** @type {((inputs?: Ins_Metric_DirectionsInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ins_Metric_DirectionsInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ins_metric_directions(inputs)
	if (locale === "fr") return fr_ins_metric_directions(inputs)
	if (locale === "es") return es_ins_metric_directions(inputs)
	if (locale === "pt-BR") return pt_br2_ins_metric_directions(inputs)
	if (locale === "ja") return ja_ins_metric_directions(inputs)
	if (locale === "ko") return ko_ins_metric_directions(inputs)
	return en_ins_metric_directions(inputs)
});
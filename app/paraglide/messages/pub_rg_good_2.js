/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Good_2Inputs */

const en_pub_rg_good_2 = /** @type {(inputs: Pub_Rg_Good_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate the center from 1 to 5 stars, and if you like, its equipment, network and staff on their own.`)
};

const de_pub_rg_good_2 = /** @type {(inputs: Pub_Rg_Good_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerte das Center mit 1 bis 5 Sternen und, wenn du möchtest, auch Ausstattung, Netzwerk und Personal einzeln.`)
};

const fr_pub_rg_good_2 = /** @type {(inputs: Pub_Rg_Good_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notez le centre de 1 à 5 étoiles et, si vous le souhaitez, son équipement, son réseau et son personnel séparément.`)
};

const es_pub_rg_good_2 = /** @type {(inputs: Pub_Rg_Good_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valora el centro de 1 a 5 estrellas y, si quieres, su equipamiento, su red y su personal por separado.`)
};

const pt_br2_pub_rg_good_2 = /** @type {(inputs: Pub_Rg_Good_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dê ao centro de 1 a 5 estrelas e, se quiser, avalie separadamente os equipamentos, a rede e a equipe.`)
};

const ja_pub_rg_good_2 = /** @type {(inputs: Pub_Rg_Good_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`センターを星 1〜5 で評価し、必要なら設備・ネットワーク・スタッフも個別に評価してください。`)
};

const ko_pub_rg_good_2 = /** @type {(inputs: Pub_Rg_Good_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`센터를 별 1~5개로 평가하고, 원하면 장비·네트워크·직원도 따로 평가해 주세요.`)
};

/**
* | output |
* | --- |
* | "Rate the center from 1 to 5 stars, and if you like, its equipment, network and staff on their own." |
*
* @param {Pub_Rg_Good_2Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_good_2 = /** @type {((inputs?: Pub_Rg_Good_2Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Good_2Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_good_2(inputs)
	if (locale === "fr") return fr_pub_rg_good_2(inputs)
	if (locale === "es") return es_pub_rg_good_2(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_good_2(inputs)
	if (locale === "ja") return ja_pub_rg_good_2(inputs)
	if (locale === "ko") return ko_pub_rg_good_2(inputs)
	return en_pub_rg_good_2(inputs)
});
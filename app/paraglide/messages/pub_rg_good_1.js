/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pub_Rg_Good_1Inputs */

const en_pub_rg_good_1 = /** @type {(inputs: Pub_Rg_Good_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell other gamers about your own visit: the machines and peripherals, the network, the staff, the prices, the atmosphere.`)
};

const de_pub_rg_good_1 = /** @type {(inputs: Pub_Rg_Good_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erzähl anderen Gamern von deinem eigenen Besuch: Rechner und Peripherie, Netzwerk, Personal, Preise, Atmosphäre.`)
};

const fr_pub_rg_good_1 = /** @type {(inputs: Pub_Rg_Good_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Racontez votre propre visite aux autres joueurs : les machines et périphériques, le réseau, le personnel, les prix, l'ambiance.`)
};

const es_pub_rg_good_1 = /** @type {(inputs: Pub_Rg_Good_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuéntales a otros gamers tu propia visita: los equipos y periféricos, la red, el personal, los precios, el ambiente.`)
};

const pt_br2_pub_rg_good_1 = /** @type {(inputs: Pub_Rg_Good_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conte a outros gamers sobre a sua própria visita: as máquinas e periféricos, a rede, a equipe, os preços, o clima.`)
};

const ja_pub_rg_good_1 = /** @type {(inputs: Pub_Rg_Good_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`自分が訪れたときのことをほかのゲーマーに伝えましょう：マシンや周辺機器、ネットワーク、スタッフ、料金、雰囲気など。`)
};

const ko_pub_rg_good_1 = /** @type {(inputs: Pub_Rg_Good_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`직접 방문한 경험을 다른 게이머에게 알려 주세요: 장비와 주변기기, 네트워크, 직원, 가격, 분위기 등.`)
};

/**
* | output |
* | --- |
* | "Tell other gamers about your own visit: the machines and peripherals, the network, the staff, the prices, the atmosphere." |
*
* @param {Pub_Rg_Good_1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const pub_rg_good_1 = /** @type {((inputs?: Pub_Rg_Good_1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pub_Rg_Good_1Inputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pub_rg_good_1(inputs)
	if (locale === "fr") return fr_pub_rg_good_1(inputs)
	if (locale === "es") return es_pub_rg_good_1(inputs)
	if (locale === "pt-BR") return pt_br2_pub_rg_good_1(inputs)
	if (locale === "ja") return ja_pub_rg_good_1(inputs)
	if (locale === "ko") return ko_pub_rg_good_1(inputs)
	return en_pub_rg_good_1(inputs)
});
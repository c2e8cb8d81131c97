/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Hub_TextInputs */

const en_types_hub_text = /** @type {(inputs: Types_Hub_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whatever kind of venue you run, the network brings a licensed game library to your machines, puts you on the map and connects you with other owners. Pick your venue type to see how it works for you.`)
};

const de_types_hub_text = /** @type {(inputs: Types_Hub_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganz gleich, welche Art von Location Sie betreiben: Das Netzwerk bringt eine lizenzierte Spielebibliothek auf Ihre Rechner, setzt Sie auf die Karte und vernetzt Sie mit anderen Betreibern. Wählen Sie Ihren Location-Typ und sehen Sie, wie es für Sie funktioniert.`)
};

const fr_types_hub_text = /** @type {(inputs: Types_Hub_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quel que soit votre type de lieu, le réseau apporte une ludothèque sous licence sur vos machines, vous place sur la carte et vous met en relation avec d’autres gérants. Choisissez votre type de lieu pour voir comment cela fonctionne pour vous.`)
};

const es_types_hub_text = /** @type {(inputs: Types_Hub_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sea cual sea tu tipo de local, la red lleva una biblioteca de juegos con licencia a tus equipos, te pone en el mapa y te conecta con otros dueños. Elige tu tipo de local para ver cómo funciona en tu caso.`)
};

const pt_br2_types_hub_text = /** @type {(inputs: Types_Hub_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seja qual for o seu tipo de espaço, a rede leva uma biblioteca de jogos licenciada às suas máquinas, coloca você no mapa e conecta você a outros donos. Escolha o seu tipo de espaço para ver como funciona para você.`)
};

const ja_types_hub_text = /** @type {(inputs: Types_Hub_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`どのような施設でも、ネットワークがライセンス済みゲームライブラリをPCに届け、地図に掲載し、ほかのオーナーとつなげます。施設の種類を選んで、どのように活用できるかをご覧ください。`)
};

const ko_types_hub_text = /** @type {(inputs: Types_Hub_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`어떤 매장을 운영하든 네트워크가 PC에 라이선스 게임 라이브러리를 제공하고, 지도에 올리고, 다른 운영자와 연결해 드립니다. 매장 유형을 선택해 어떻게 활용할 수 있는지 확인하세요.`)
};

/**
* | output |
* | --- |
* | "Whatever kind of venue you run, the network brings a licensed game library to your machines, puts you on the map and connects you with other owners. Pick you..." |
*
* @param {Types_Hub_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_hub_text = /** @type {((inputs?: Types_Hub_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Hub_TextInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_hub_text(inputs)
	if (locale === "fr") return fr_types_hub_text(inputs)
	if (locale === "es") return es_types_hub_text(inputs)
	if (locale === "pt-BR") return pt_br2_types_hub_text(inputs)
	if (locale === "ja") return ja_types_hub_text(inputs)
	if (locale === "ko") return ko_types_hub_text(inputs)
	return en_types_hub_text(inputs)
});
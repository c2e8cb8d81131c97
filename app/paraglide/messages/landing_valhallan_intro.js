/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Valhallan_IntroInputs */

const en_landing_valhallan_intro = /** @type {(inputs: Landing_Valhallan_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Venues in the Valhallan partner program get a simple path into the network, with our team handling the library setup.`)
};

const de_landing_valhallan_intro = /** @type {(inputs: Landing_Valhallan_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Locations im Valhallan-Partnerprogramm kommen einfach ins Netzwerk – unser Team übernimmt die Einrichtung der Bibliothek.`)
};

const fr_landing_valhallan_intro = /** @type {(inputs: Landing_Valhallan_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les lieux du programme partenaire Valhallan rejoignent le réseau simplement : notre équipe se charge d’installer la ludothèque.`)
};

const es_landing_valhallan_intro = /** @type {(inputs: Landing_Valhallan_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los locales del programa de socios Valhallan entran en la red de forma sencilla, y nuestro equipo se encarga de instalar la biblioteca.`)
};

const pt_br2_landing_valhallan_intro = /** @type {(inputs: Landing_Valhallan_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os espaços do programa de parceiros Valhallan entram na rede de forma simples, e nossa equipe cuida da configuração da biblioteca.`)
};

const ja_landing_valhallan_intro = /** @type {(inputs: Landing_Valhallan_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valhallanパートナープログラムの施設は簡単な手順でネットワークに参加でき、ライブラリの導入はチームが担当します。`)
};

const ko_landing_valhallan_intro = /** @type {(inputs: Landing_Valhallan_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valhallan 파트너 프로그램 매장은 간단하게 네트워크에 가입할 수 있으며, 라이브러리 설치는 저희 팀이 맡습니다.`)
};

/**
* | output |
* | --- |
* | "Venues in the Valhallan partner program get a simple path into the network, with our team handling the library setup." |
*
* @param {Landing_Valhallan_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_valhallan_intro = /** @type {((inputs?: Landing_Valhallan_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Valhallan_IntroInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_valhallan_intro(inputs)
	if (locale === "fr") return fr_landing_valhallan_intro(inputs)
	if (locale === "es") return es_landing_valhallan_intro(inputs)
	if (locale === "pt-BR") return pt_br2_landing_valhallan_intro(inputs)
	if (locale === "ja") return ja_landing_valhallan_intro(inputs)
	if (locale === "ko") return ko_landing_valhallan_intro(inputs)
	return en_landing_valhallan_intro(inputs)
});
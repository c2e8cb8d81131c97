/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Landing_Valhallan_MetaInputs */

const en_landing_valhallan_meta = /** @type {(inputs: Landing_Valhallan_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join LAN Center Network through the Valhallan partner program and add a licensed PC game library to your arena.`)
};

const de_landing_valhallan_meta = /** @type {(inputs: Landing_Valhallan_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Treten Sie LAN Center Network über das Valhallan-Partnerprogramm bei und ergänzen Sie Ihre Arena um eine lizenzierte PC-Spielebibliothek.`)
};

const fr_landing_valhallan_meta = /** @type {(inputs: Landing_Valhallan_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez LAN Center Network via le programme partenaire Valhallan et ajoutez une ludothèque PC sous licence à votre arène.`)
};

const es_landing_valhallan_meta = /** @type {(inputs: Landing_Valhallan_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a LAN Center Network a través del programa de socios Valhallan y añade una biblioteca de juegos de PC con licencia a tu arena.`)
};

const pt_br2_landing_valhallan_meta = /** @type {(inputs: Landing_Valhallan_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Junte-se à LAN Center Network pelo programa de parceiros Valhallan e adicione uma biblioteca de jogos de PC licenciada à sua arena.`)
};

const ja_landing_valhallan_meta = /** @type {(inputs: Landing_Valhallan_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ValhallanパートナープログラムからLAN Center Networkに参加し、アリーナにライセンス済みPCゲームライブラリを導入しましょう。`)
};

const ko_landing_valhallan_meta = /** @type {(inputs: Landing_Valhallan_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valhallan 파트너 프로그램으로 LAN Center Network에 가입하고 아레나에 라이선스 PC 게임 라이브러리를 추가하세요.`)
};

/**
* | output |
* | --- |
* | "Join LAN Center Network through the Valhallan partner program and add a licensed PC game library to your arena." |
*
* @param {Landing_Valhallan_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const landing_valhallan_meta = /** @type {((inputs?: Landing_Valhallan_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Landing_Valhallan_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_landing_valhallan_meta(inputs)
	if (locale === "fr") return fr_landing_valhallan_meta(inputs)
	if (locale === "es") return es_landing_valhallan_meta(inputs)
	if (locale === "pt-BR") return pt_br2_landing_valhallan_meta(inputs)
	if (locale === "ja") return ja_landing_valhallan_meta(inputs)
	if (locale === "ko") return ko_landing_valhallan_meta(inputs)
	return en_landing_valhallan_meta(inputs)
});
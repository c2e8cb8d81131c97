/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Types_Libraries_MetaInputs */

const en_types_libraries_meta = /** @type {(inputs: Types_Libraries_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add licensed PC gaming to your public library's digital services, with local caching, bi-weekly new games and patrons' own accounts.`)
};

const de_types_libraries_meta = /** @type {(inputs: Types_Libraries_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergänzen Sie die digitalen Angebote Ihrer öffentlichen Bibliothek um lizenziertes PC-Gaming – mit lokalem Caching, neuen Spielen alle zwei Wochen und den eigenen Konten Ihrer Nutzer.`)
};

const fr_types_libraries_meta = /** @type {(inputs: Types_Libraries_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez le jeu PC sous licence aux services numériques de votre bibliothèque publique, avec cache local, nouveaux jeux toutes les deux semaines et comptes personnels des usagers.`)
};

const es_types_libraries_meta = /** @type {(inputs: Types_Libraries_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade juegos de PC con licencia a los servicios digitales de tu biblioteca pública, con caché local, juegos nuevos cada dos semanas y las cuentas propias de los usuarios.`)
};

const pt_br2_types_libraries_meta = /** @type {(inputs: Types_Libraries_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inclua games de PC licenciados nos serviços digitais da sua biblioteca pública, com cache local, novos jogos a cada duas semanas e as contas dos próprios usuários.`)
};

const ja_types_libraries_meta = /** @type {(inputs: Types_Libraries_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公共図書館のデジタルサービスに、ローカルキャッシュ、隔週の新作、利用者自身のアカウントで使えるライセンス済みPCゲームを。`)
};

const ko_types_libraries_meta = /** @type {(inputs: Types_Libraries_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`공공도서관 디지털 서비스에 로컬 캐싱, 2주마다 새 게임, 이용자 개인 계정을 지원하는 라이선스 PC 게임을 더하세요.`)
};

/**
* | output |
* | --- |
* | "Add licensed PC gaming to your public library's digital services, with local caching, bi-weekly new games and patrons' own accounts." |
*
* @param {Types_Libraries_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }} options
* @returns {LocalizedString}
*/
export const types_libraries_meta = /** @type {((inputs?: Types_Libraries_MetaInputs, options?: { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Types_Libraries_MetaInputs, { locale?: "en" | "de" | "fr" | "es" | "pt-BR" | "ja" | "ko" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_types_libraries_meta(inputs)
	if (locale === "fr") return fr_types_libraries_meta(inputs)
	if (locale === "es") return es_types_libraries_meta(inputs)
	if (locale === "pt-BR") return pt_br2_types_libraries_meta(inputs)
	if (locale === "ja") return ja_types_libraries_meta(inputs)
	if (locale === "ko") return ko_types_libraries_meta(inputs)
	return en_types_libraries_meta(inputs)
});